import type { BrandId } from '@skybook/brands';
import type { SessionUser } from '@skybook/api-contract';
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
  /**
   * The selected currency: a signed-in agency's own (decision 014), else the visitor's choice when
   * they made one, else the domain's default.
   */
  currency: string;
  /** Spec §3 currency store `changed`: the visitor picked the currency themselves. */
  currencyChanged: boolean;
  assets: PageAssets;
  /** The verified caller (spec §3 Session), so the first render already shows the signed-in state. */
  session?: SessionUser | null;
  /** Spec §2: the external agency registration page (configured on the server). */
  agencySignupUrl?: string;
  /** The payment gateway's hosted card field, framed by the payment step (decision 020). */
  cardFieldUrl?: string;
}
