import type { Region } from '@skybook/api-contract';

/**
 * What the selector calls a regional site: its country in the page's language (from the ICU data
 * every browser and Node ship, so no catalog to keep), or `international` for a site serving every
 * country. The internal name is only the last resort, for a code no ICU knows.
 */
export function regionLabel(region: Pick<Region, 'country' | 'name'>, locale: string, international: string) {
  if (!region.country) return international;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(region.country);
    return name ?? region.name;
  } catch {
    return region.name;
  }
}
