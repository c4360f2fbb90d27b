import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SsoResult } from '@skybook/api-contract';
import { signalCompanySignIn } from '@skybook/auth';
import { Button } from '@skybook/ui';
import { ssoFailureMessage } from './sso-messages.ts';

export interface SsoResultPageProps {
  result: SsoResult;
  mode: 'popup' | 'redirect';
}

/**
 * `/{lang}/ta/sso`, where the provider's round trip ends. In the popup it sets the storage flag the
 * portal listens to and, signed in, closes itself (or offers to); after a redirect it says what
 * happened and leads back to the portal.
 */
export function SsoResultPage({ result, mode }: SsoResultPageProps) {
  const { i18n } = useLingui();
  // The opener link does not survive the trip through the provider (Cross-Origin-Opener-Policy):
  // the flag reaches the portal's page through localStorage whatever the opener.
  const inPopup = mode === 'popup';
  useEffect(() => {
    if (!inPopup) return;
    signalCompanySignIn(result);
    if (result === 'ok') window.close();
  }, [result, inPopup]);
  const portal = `/${i18n.locale}/ta`;
  return (
    <section aria-labelledby="page-title" data-route="ta-sso" data-result={result}>
      <h1 id="page-title">
        <Trans>Company sign-in</Trans>
      </h1>
      {result === 'ok' ? (
        <p role="status">
          <Trans>You are signed in.</Trans>
        </p>
      ) : (
        <p role="alert">{ssoFailureMessage(i18n, result)}</p>
      )}
      {inPopup ? (
        <Button onClick={() => window.close()}>
          <Trans>Close this window</Trans>
        </Button>
      ) : (
        <a href={portal}>
          {result === 'ok' ? <Trans>Go to the agency portal</Trans> : <Trans>Back to sign-in</Trans>}
        </a>
      )}
    </section>
  );
}
