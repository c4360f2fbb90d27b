import { useLingui } from '@lingui/react/macro';
import type { RouteName } from '@skybook/ssr';
import { STEP_TITLES } from './step-titles.ts';

/** A screen's frame: its heading now, its content with the issue that owns it. */
export function StepPage({ routeName }: { routeName: RouteName }) {
  const { i18n } = useLingui();
  const title = STEP_TITLES[routeName];
  return (
    <section aria-labelledby="page-title" data-route={routeName}>
      <h1 id="page-title">{title ? i18n._(title) : routeName}</h1>
    </section>
  );
}
