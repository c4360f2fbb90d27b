import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { RouteName } from '@skybook/ssr';

const TITLES = {
  ta: msg`Dashboard`,
  'ta-agents': msg`Agent management`,
  'ta-reports': msg`Reports`,
  'ta-reset-password': msg`Change password`,
};

/** A portal screen's frame; the identity issue fills in sign-in, credit, reports and agents. */
export function PortalPage({ routeName }: { routeName: RouteName }) {
  const { i18n } = useLingui();
  const title = routeName in TITLES ? TITLES[routeName as keyof typeof TITLES] : TITLES.ta;
  return (
    <section aria-labelledby="page-title" data-route={routeName}>
      <h1 id="page-title">{i18n._(title)}</h1>
    </section>
  );
}
