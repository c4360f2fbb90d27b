import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Domain } from '@skybook/api-contract';

/** Spec §9 page title: title, separator, site name. */
export function pageTitle(title: string, siteName: string): string {
  return `${title} | ${siteName}`;
}

/** What a page's head says about it: its title and, where known, its description. */
export interface PageSeo {
  title: string;
  description?: string;
}

/**
 * The home page's head. The domain's SEO title and description are written in its default
 * language (and for the brand that owns it: another brand gets them empty, decision 107), so any
 * other language, or no SEO text, gets the app's translated `fallback`. (The messages live in the
 * app: the edge server imports this lib and compiles no Lingui macros.)
 */
export function homeSeo(domain: Domain, locale: string, fallback: PageSeo): PageSeo {
  const written = domain.languages.find((l) => l.id === domain.languageId)?.code;
  if (domain.seoTitle && written === locale)
    return { title: domain.seoTitle, description: domain.seoDescription };
  return fallback;
}

type TitledMatch = { staticData?: { routeName?: string } };

/**
 * The title of the deepest matched route that names one, in the page's language, or null when
 * none does (home and content pages title themselves).
 */
export function routeTitle(
  titles: Readonly<Partial<Record<string, MessageDescriptor>>>,
  matches: readonly TitledMatch[],
  i18n: I18n,
  siteName: string,
): string | null {
  for (const match of [...matches].reverse()) {
    const name = match.staticData?.routeName;
    const title = name ? titles[name] : undefined;
    if (title) return pageTitle(i18n._(title), siteName);
  }
  return null;
}
