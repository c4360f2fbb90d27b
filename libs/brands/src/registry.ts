import { DEFAULT_BRAND, type Brand, type BrandId } from './brand.ts';
import { sky } from './sky/brand.ts';
import { sol } from './sol/brand.ts';

/** Every brand's identity (no styles), for the server to pick a build by host. */
export const BRANDS: Record<BrandId, Brand> = { sky, sol };

/** The brand owning a request's host (port ignored); unknown hosts get the default brand. */
export function brandForHost(host: string): BrandId {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const owner = Object.values(BRANDS).find((b) => b.hosts.some((h) => name === h || name.endsWith(`.${h}`)));
  return owner?.id ?? DEFAULT_BRAND;
}
