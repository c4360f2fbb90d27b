import { createLazyRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { domainQuery, languageIdOf, pageQuery } from '@skybook/domain-config';
import { useAppContext } from '@skybook/ssr';
import { ContentPage } from '@skybook/site-content';

/** `/{lang}/{link}`: the content page the route's loader found. */
export const Route = createLazyRoute('/$lang/$link')({ component: LinkPage });

function LinkPage() {
  const { link } = Route.useParams();
  const { api, shell, i18n } = useAppContext();
  const { data: domain } = useSuspenseQuery(domainQuery(api, shell.domainId));
  const { data: page } = useSuspenseQuery(
    pageQuery(api, { domainId: domain.id, languageId: languageIdOf(domain, i18n.locale), link }),
  );
  return <ContentPage page={page} />;
}
