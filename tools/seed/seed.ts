import { and, eq, notInArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import { seedAgencies } from './agency.ts';
import { seedRegionContent } from './content/seed-content.ts';
import { CURRENCIES, LANGUAGES, PARTNER_URL, REGIONS, hostsOf } from './demo-regions.ts';
import { seedNetwork, type NetworkSeedOptions } from './network/seed-network.ts';

const { currencies, domainCurrencies, domainLanguages, domains, languages, regionHosts, regions } = schema;
const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Writes the demo data with fixed ids: running it again changes nothing, and the hosts,
 * languages and currencies of a seeded region that the data no longer lists are removed.
 */
export async function seedDemo(
  db: Db,
  network: NetworkSeedOptions = {},
): Promise<{ regions: number; hosts: number; datedFlights: number }> {
  let hosts = 0;
  await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values(LANGUAGES)
      .onConflictDoUpdate({ target: languages.id, set: { code: excluded('code') } });
    await tx
      .insert(currencies)
      .values(CURRENCIES)
      .onConflictDoUpdate({
        target: currencies.id,
        set: { code: excluded('code'), minorUnits: excluded('minor_units') },
      });

    for (const region of REGIONS) {
      await tx
        .insert(regions)
        .values({ id: region.id, code: region.code, name: region.name })
        .onConflictDoUpdate({ target: regions.id, set: { code: region.code, name: region.name } });
      const regionHostRows = hostsOf(region).map((h) => ({ ...h, regionId: region.id }));
      hosts += regionHostRows.length;
      await tx.delete(regionHosts).where(
        and(
          eq(regionHosts.regionId, region.id),
          notInArray(
            regionHosts.host,
            regionHostRows.map((h) => h.host),
          ),
        ),
      );
      await tx
        .insert(regionHosts)
        .values(regionHostRows)
        .onConflictDoUpdate({
          target: regionHosts.host,
          set: { regionId: excluded('region_id'), kind: excluded('kind') },
        });

      const domain = {
        id: region.id,
        ...region.domain,
        favicon: `/favicons/${region.code}.svg`,
        partnerUrl: PARTNER_URL,
        // Demo identifiers: nothing loads unless TAG_MANAGER_URL / FRAUD_BEACON_URL are set (decision 099).
        tagManagerId: `GTM-SKY${region.code.toUpperCase()}`,
        fraudShopId: `skybook-${region.code}`,
      };
      await tx.insert(domains).values(domain).onConflictDoUpdate({ target: domains.id, set: domain });
      await tx.delete(domainLanguages).where(eq(domainLanguages.domainId, region.id));
      await tx
        .insert(domainLanguages)
        .values(region.languageIds.map((languageId) => ({ domainId: region.id, languageId })));
      await tx.delete(domainCurrencies).where(eq(domainCurrencies.domainId, region.id));
      await tx
        .insert(domainCurrencies)
        .values(region.currencyIds.map((currencyId) => ({ domainId: region.id, currencyId })));
      await seedRegionContent(tx, region);
    }
    // Regions the demo does not list are left alone: `npm run dev` seeds at every start and
    // must not wipe a region someone added by hand.
  });
  await seedAgencies(db);
  const { datedFlights } = await seedNetwork(db, network);
  return { regions: REGIONS.length, hosts, datedFlights };
}
export { seedNetwork, type NetworkSeedOptions } from './network/seed-network.ts';
export { fareInclusionText } from './content/fare-inclusions.ts';
export { DEMO_AGENCY_PASSWORD } from './agency.ts';
