import { createLazyRoute } from '@tanstack/react-router';
import { isLocale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { DestinationsIndex } from '@skybook/site-content';

/** `/{lang}/destinations`: a card per destination. */
export const Route = createLazyRoute('/$lang/destinations')({ component: DestinationsPage });

function DestinationsPage() {
  const { i18n } = useAppContext();
  return <DestinationsIndex locale={isLocale(i18n.locale) ? i18n.locale : 'en'} />;
}
