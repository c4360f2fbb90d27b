import type { BrandId } from '@skybook/brands';
import type { Locale } from '@skybook/i18n';

/** The files a page must load, read by the edge server from a build's manifest. */
export interface PageAssets {
  scripts: string[];
  styles: string[];
  preloads: string[];
  /** Dev only: Vite's client and the React refresh preamble. */
  dev?: boolean;
}

/**
 * What the server decided about this request before rendering: the language, the brand
 * and regional domain that own the host, and the assets. Sent to the browser inside the
 * router's dehydrated state so both sides render the same shell.
 */
export interface ShellData {
  locale: Locale;
  brandId: BrandId;
  domainId: number;
  assets: PageAssets;
}
