import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { domainQuery, languageIdOf, regionsQuery, usePreview } from '@skybook/domain-config';
import { menuQuery } from '@skybook/menu';
import { useAppContext } from '@skybook/ssr';

/** What the chrome of every page reads: the domain, its menus in this language, the regions. */
export function useSiteData() {
  const { api, shell, i18n } = useAppContext();
  const preview = usePreview();
  const { pathname } = useLocation();
  const { data: domain } = useSuspenseQuery(domainQuery(api, shell.domainId));
  const languageId = languageIdOf(domain, i18n.locale);
  const { data: menu } = useSuspenseQuery(menuQuery(api, { domainId: domain.id, languageId, preview }));
  const { data: regions } = useSuspenseQuery(regionsQuery(api));
  return { domain, menu, regions, languageId, preview, pathname, locale: i18n.locale };
}
