import { Trans } from '@lingui/react/macro';
import { Spinner } from '@skybook/ui';

export function Loading() {
  return (
    <p role="status">
      <Spinner /> <Trans>Loading…</Trans>
    </p>
  );
}
