import type { Domain } from '@skybook/api-contract';
import { assetHead, type PageAssets } from '@skybook/ssr';
import type { PageSeo } from './page-title.ts';

/** Spec §1: the domain supplies favicon and a custom style; the page its title and description. */
function domainHead(domain: Domain | undefined) {
  if (!domain) return { links: [], styles: [] };
  return {
    links: [{ rel: 'icon', href: domain.favicon }],
    // Domain styles are custom-property overrides; '<' can never be needed and would end the tag.
    styles: domain.style ? [{ children: `:root{${domain.style.replaceAll('<', '')}}` }] : [],
  };
}

/**
 * The document head of every page of both apps: the page's title (spec §9, in its own language),
 * the domain's part and the build's assets.
 */
export function pageHead(domain: Domain | undefined, assets: PageAssets, seo: PageSeo) {
  const fromAssets = assetHead(assets);
  const fromDomain = domainHead(domain);
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: seo.title },
      ...(seo.description ? [{ name: 'description', content: seo.description }] : []),
    ],
    links: [...fromDomain.links, ...fromAssets.links],
    styles: fromDomain.styles,
    scripts: fromAssets.scripts,
  };
}
