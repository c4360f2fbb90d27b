import { createLazyRoute, notFound } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { isLocale } from '@skybook/i18n';
import { useAppContext, useCurrencyStore } from '@skybook/ssr';
import { DestinationPage, destinationBySlug, lowestFareQuery } from '@skybook/site-content';

/** `/{lang}/destinations/{slug}`: the destination the route's loader found, priced by the server. */
export const Route = createLazyRoute('/$lang/destinations/$slug')({ component: DestinationRoutePage });

function DestinationRoutePage() {
  const { slug } = Route.useParams();
  const { api, i18n } = useAppContext();
  const [{ currency }] = useCurrencyStore();
  const destination = destinationBySlug(slug);
  if (!destination) throw notFound();
  // The currency store starts at the server's choice, so the loader's answer is already cached.
  const { data } = useQuery(
    lowestFareQuery(api, { origin: destination.origin, destination: destination.code, currency }),
  );
  return (
    <DestinationPage
      destination={destination}
      fare={data}
      locale={isLocale(i18n.locale) ? i18n.locale : 'en'}
    />
  );
}
