import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agencies } from './agency.ts';

/**
 * An agency's OpenID Connect provider (issue 18, decision 092): its staff sign in with their
 * company account. The client secret is sealed with `DATA_KEY` (AES-256-GCM), so a dump of the
 * database alone does not reveal it; no API ever answers it.
 */
export const agencySso = pgTable(
  'agency_sso',
  {
    agencyId: integer('agency_id')
      .primaryKey()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    issuer: text().notNull(),
    clientId: text('client_id').notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    /** Lower case, without `@`: only addresses of this domain sign in, and it finds the agency. */
    emailDomain: text('email_domain').notNull().unique(),
    /** `create`: a first sign-in of an unknown user makes an agent; `refuse`: it is refused. */
    unknownUsers: text('unknown_users').notNull().default('refuse'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('agency_sso_unknown_users', sql`${t.unknownUsers} in ('create', 'refuse')`)],
);

/**
 * One sign-in in progress: `state`, `nonce` and the PKCE verifier, kept server-side so any server
 * can finish it; a row is deleted when used (single use) and is worthless after `expires_at`.
 * `browser_key` is the hash of an httpOnly cookie of the browser that started it.
 */
export const agencySsoFlows = pgTable(
  'agency_sso_flows',
  {
    state: text().primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    nonce: text().notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    browserKey: text('browser_key').notNull(),
    mode: text().notNull(),
    lang: text().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('agency_sso_flows_mode', sql`${t.mode} in ('popup', 'redirect')`),
    index('agency_sso_flows_expires').on(t.expiresAt),
  ],
);
