import type { Domain } from '@skybook/api-contract';

/** Spec §1: the domain supplies favicon, SEO title and description and a custom style. */
export function domainHead(domain: Domain | undefined) {
  if (!domain) return { meta: [], links: [], styles: [] };
  return {
    meta: [{ title: domain.seoTitle }, { name: 'description', content: domain.seoDescription }],
    links: [{ rel: 'icon', href: domain.favicon }],
    // Domain styles are custom-property overrides; '<' can never be needed and would end the tag.
    styles: domain.style ? [{ children: `:root{${domain.style.replaceAll('<', '')}}` }] : [],
  };
}
