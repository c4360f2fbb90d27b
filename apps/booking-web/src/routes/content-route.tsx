import { createRoute, notFound } from '@tanstack/react-router';
import { activeBrand } from '@skybook/brand-active';
import { domainQuery, languageIdOf, pageQuery, pageTitle } from '@skybook/domain-config';
import { langRoute } from './lang-route.tsx';

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/** `/{lang}/{link}`: a content page of this domain and language; an unknown link is the 404 page. */
export const contentRoute = createRoute({
  getParentRoute: () => langRoute,
  path: '$link',
  staticData: { routeName: 'link' },
  loader: async ({ context, params }) => {
    const { api, queryClient, shell, i18n } = context;
    const domain = await queryClient.ensureQueryData(domainQuery(api, shell.domainId));
    if (!/^[a-z0-9-]{1,80}$/.test(params.link)) throw notFound();
    try {
      return await queryClient.ensureQueryData(
        pageQuery(api, {
          domainId: domain.id,
          languageId: languageIdOf(domain, i18n.locale),
          link: params.link,
        }),
      );
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) => ({
    // Spec §9 page title: title, separator, site name.
    meta: loaderData
      ? [
          { title: pageTitle(loaderData.title, activeBrand.name) },
          { name: 'description', content: loaderData.description },
        ]
      : [],
  }),
}).lazy(() => import('./link.lazy.tsx').then((m) => m.Route));
