import type { Domain } from '@skybook/api-contract';
import { assetHead, type PageAssets } from '@skybook/ssr';

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

/** The document head of every page of both apps: the domain's part and the build's assets. */
export function pageHead(domain: Domain | undefined, assets: PageAssets) {
  const fromAssets = assetHead(assets);
  const fromDomain = domainHead(domain);
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      ...fromDomain.meta,
    ],
    links: [...fromDomain.links, ...fromAssets.links],
    styles: fromDomain.styles,
    scripts: fromAssets.scripts,
  };
}
