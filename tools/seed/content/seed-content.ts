import { sql } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import type { DemoRegion } from '../demo-regions.ts';
import { bannerRows, menuRows, offerRows, pageRows, sliderRows } from './demo-content.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const { banners, contentPages, menuItems, offerPrices, offers, sliders } = schema;

/** `excluded.<column>` for every column but the keys: an upsert that rewrites the row to the data. */
function setAll(columns: string[]) {
  return Object.fromEntries(
    columns.map((c) => [c, sql.raw(`excluded.${c.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`)}`)]),
  );
}

/** Upserts a region's menus, offers, banners, sliders and pages on fixed ids; rows added by hand stay. */
export async function seedRegionContent(tx: Tx, region: DemoRegion): Promise<void> {
  await tx
    .insert(menuItems)
    .values(menuRows(region))
    .onConflictDoUpdate({
      target: menuItems.id,
      set: setAll(['domainId', 'languageId', 'menuType', 'parentId', 'title', 'link', 'sortOrder', 'state']),
    });
  const { offers: offerValues, prices } = offerRows(region);
  await tx
    .insert(offers)
    .values(offerValues)
    .onConflictDoUpdate({
      target: offers.id,
      set: setAll([
        'domainId',
        'languageId',
        'title',
        'originCode',
        'destinationCode',
        'image',
        'sortOrder',
        'state',
      ]),
    });
  await tx
    .insert(offerPrices)
    .values(prices)
    .onConflictDoUpdate({
      target: [offerPrices.offerId, offerPrices.currencyCode],
      set: setAll(['amountMinor']),
    });
  await tx
    .insert(banners)
    .values(bannerRows(region))
    .onConflictDoUpdate({
      target: banners.id,
      set: setAll(['domainId', 'languageId', 'title', 'text', 'link', 'image', 'sortOrder']),
    });
  await tx
    .insert(sliders)
    .values(sliderRows(region))
    .onConflictDoUpdate({
      target: sliders.id,
      set: setAll(['domainId', 'languageId', 'title', 'subtitle', 'link', 'image', 'sortOrder', 'state']),
    });
  await tx
    .insert(contentPages)
    .values(pageRows(region))
    .onConflictDoUpdate({
      target: [contentPages.domainId, contentPages.languageId, contentPages.link],
      set: setAll(['title', 'description', 'body']),
    });
}
