import { sql } from 'drizzle-orm';
import {
  char,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { domains, languages } from './regions.ts';

/**
 * Regional content per domain and language. `state` is `live` (everyone sees it) or `new`
 * (only in preview mode, spec §4 `new_state` 1): editors stage changes before publishing.
 */
const stateCheck = (table: string, column: unknown) =>
  check(`${table}_state`, sql`${column} in ('live', 'new')`);

/** Spec §3 Menu item; Header, Footer and SubFooter trees, up to three levels through `parent_id`. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer().primaryKey(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    menuType: text('menu_type').notNull(),
    parentId: integer('parent_id'),
    title: text().notNull(),
    link: text().notNull(),
    sortOrder: integer('sort_order').notNull(),
    state: text().notNull().default('live'),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
    check('menu_items_type', sql`${t.menuType} in ('Header', 'Footer', 'SubFooter')`),
    stateCheck('menu_items', t.state),
    index('menu_items_lookup').on(t.domainId, t.languageId),
  ],
);

/** Fare offers on the home page; each is priced in every currency it is sold in. */
export const offers = pgTable(
  'offers',
  {
    id: integer().primaryKey(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    title: text().notNull(),
    originCode: char('origin_code', { length: 3 }).notNull(),
    destinationCode: char('destination_code', { length: 3 }).notNull(),
    image: text().notNull(),
    sortOrder: integer('sort_order').notNull(),
    state: text().notNull().default('live'),
  },
  (t) => [stateCheck('offers', t.state), index('offers_lookup').on(t.domainId, t.languageId)],
);

/** An offer's "from" price as integer minor units of one currency. */
export const offerPrices = pgTable(
  'offer_prices',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    currencyCode: char('currency_code', { length: 3 }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.currencyCode] }),
    check('offer_prices_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** Promotional banners (no preview state in spec §7). */
export const banners = pgTable(
  'banners',
  {
    id: integer().primaryKey(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    title: text().notNull(),
    text: text().notNull(),
    link: text().notNull(),
    image: text().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('banners_lookup').on(t.domainId, t.languageId)],
);

/** Home hero slides. */
export const sliders = pgTable(
  'sliders',
  {
    id: integer().primaryKey(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    title: text().notNull(),
    subtitle: text().notNull(),
    link: text().notNull(),
    image: text().notNull(),
    sortOrder: integer('sort_order').notNull(),
    state: text().notNull().default('live'),
  },
  (t) => [stateCheck('sliders', t.state), index('sliders_lookup').on(t.domainId, t.languageId)],
);

/** Content pages at `/{lang}/{link}` (baggage, contact, legal…), plain paragraphs, never HTML. */
export const contentPages = pgTable(
  'content_pages',
  {
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    link: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    body: text().array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.domainId, t.languageId, t.link] }),
    check('content_pages_link', sql`${t.link} ~ '^[a-z0-9-]+$'`),
  ],
);
