import {
  bannersQuery,
  domainQuery,
  isPreview,
  languageIdOf,
  offersQuery,
  slidersQuery,
} from '@skybook/domain-config';
import type { AppRouterContext } from '@skybook/ssr';

/** Home's content, fetched before rendering so the first HTML has slides, offers and banners. */
export async function loadHome({
  context,
  location,
}: {
  context: AppRouterContext;
  location: { search: unknown };
}): Promise<void> {
  const { api, queryClient, shell, i18n } = context;
  const domain = await queryClient.ensureQueryData(domainQuery(api, shell.domainId));
  const scope = {
    domainId: domain.id,
    languageId: languageIdOf(domain, i18n.locale),
    preview: isPreview(location.search as Record<string, unknown>),
  };
  await Promise.all([
    // The server's currency decision; in the browser the currency store takes over from here.
    queryClient.ensureQueryData(offersQuery(api, { ...scope, currency: shell.currency })),
    queryClient.ensureQueryData(slidersQuery(api, scope)),
    queryClient.ensureQueryData(bannersQuery(api, scope)),
  ]);
}
