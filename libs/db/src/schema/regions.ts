import { sql } from 'drizzle-orm';
import { boolean, char, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Languages the content can be written in; only en, es and pt are offered to visitors. */
export const languages = pgTable('languages', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
});

export const currencies = pgTable('currencies', {
  id: integer().primaryKey(),
  code: char({ length: 3 }).notNull().unique(),
  /** Decimals of the currency: money is stored as integer minor units. */
  minorUnits: integer('minor_units').notNull(),
});

/** Spec §3 region table: ids 1–9, each a regional site. */
export const regions = pgTable('regions', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
});

/** Every host a region answers on; unknown hosts fall back to region 1. */
export const regionHosts = pgTable(
  'region_hosts',
  {
    host: text().primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
  },
  (t) => [check('region_hosts_kind', sql`${t.kind} in ('production', 'test', 'pre', 'staging', 'local')`)],
);

/** Spec §3 Domain: what a regional site shows (contact, socials, SEO, style, defaults). */
export const domains = pgTable('domains', {
  id: integer()
    .primaryKey()
    .references(() => regions.id, { onDelete: 'cascade' }),
  defaultLanguageId: integer('default_language_id')
    .notNull()
    .references(() => languages.id),
  defaultCurrencyId: integer('default_currency_id')
    .notNull()
    .references(() => currencies.id),
  /** ISO 3166-1 alpha-2, upper case: the site's country, where its phone inputs start (issue 17). */
  country: char({ length: 2 }).notNull(),
  telephone: text().notNull(),
  checkin: boolean().notNull(),
  facebook: text(),
  twitter: text(),
  instagram: text(),
  tiktok: text(),
  footerText: text('footer_text').notNull(),
  favicon: text().notNull(),
  seoTitle: text('seo_title').notNull(),
  seoDescription: text('seo_description').notNull(),
  style: text().notNull(),
  /** Spec §2: the partner airline's site that bookings not ours are sent to; none where null. */
  partnerUrl: text('partner_url'),
  /** Issue 17: the tag manager container of this site (loaded only after consent and with TAG_MANAGER_URL set). */
  tagManagerId: text('tag_manager_id'),
  /** Issue 17: the fraud-prevention beacon's shop identifier (loaded on the funnel with FRAUD_BEACON_URL set). */
  fraudShopId: text('fraud_shop_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const domainLanguages = pgTable(
  'domain_languages',
  {
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
  },
  (t) => [primaryKey({ columns: [t.domainId, t.languageId] })],
);

export const domainCurrencies = pgTable(
  'domain_currencies',
  {
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
  },
  (t) => [primaryKey({ columns: [t.domainId, t.currencyId] })],
);
