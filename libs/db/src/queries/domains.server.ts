import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Domain } from '@skybook/api-contract';
import type { Db } from '../client.server.ts';
import {
  currencies,
  domainCurrencies,
  domainLanguages,
  domains,
  languages,
  regionHosts,
  regions,
} from '../schema.ts';

/** Spec §9: an unknown host is region 1. */
export const DEFAULT_REGION_ID = 1;
const OFFERED_LANGUAGES = ['en', 'es', 'pt'];

/** The region a request's host belongs to (case and port ignored). */
export async function findRegionIdByHost(db: Db, host: string): Promise<number> {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  const [row] = await db
    .select({ regionId: regionHosts.regionId })
    .from(regionHosts)
    .where(eq(regionHosts.host, name))
    .limit(1);
  return row?.regionId ?? DEFAULT_REGION_ID;
}

/**
 * Where absolute links of a region point (mails, the sitemap): the request's host name when it
 * is one of the configured region hosts, else the region's production host. The request's `Host`
 * is never echoed unless it is configured, so `Host: evil.example` cannot steer a link.
 */
export async function configuredHostFor(
  db: Db,
  host: string,
  regionId: number,
): Promise<{ host: string; kind: string } | null> {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  const [known] = await db
    .select({ host: regionHosts.host, kind: regionHosts.kind })
    .from(regionHosts)
    .where(eq(regionHosts.host, name))
    .limit(1);
  if (known) return known;
  const [production] = await db
    .select({ host: regionHosts.host, kind: regionHosts.kind })
    .from(regionHosts)
    .where(and(eq(regionHosts.regionId, regionId), eq(regionHosts.kind, 'production')))
    .limit(1);
  return production ?? null;
}

/** A domain row as stored: the spec §3 Domain but for the integrations, with the identifiers they are built from. */
export type StoredDomain = Omit<Domain, 'integrations'> & {
  tagManagerId: string | null;
  fraudShopId: string | null;
};

/** The spec §3 Domain of a region, languages limited to the ones the site speaks. */
export async function getDomain(db: Db, id: number): Promise<StoredDomain | null> {
  const [domain] = await db.select().from(domains).where(eq(domains.id, id)).limit(1);
  if (!domain) return null;
  const [langs, currs] = await Promise.all([
    db
      .select({ id: languages.id, code: languages.code })
      .from(domainLanguages)
      .innerJoin(languages, eq(languages.id, domainLanguages.languageId))
      .where(eq(domainLanguages.domainId, id))
      .orderBy(asc(languages.id)),
    db
      .select({ id: currencies.id, code: currencies.code })
      .from(domainCurrencies)
      .innerJoin(currencies, eq(currencies.id, domainCurrencies.currencyId))
      .where(eq(domainCurrencies.domainId, id))
      .orderBy(asc(currencies.id)),
  ]);
  return {
    id: domain.id,
    languages: langs.filter((l) => OFFERED_LANGUAGES.includes(l.code)),
    languageId: domain.defaultLanguageId,
    currencies: currs,
    currencyId: domain.defaultCurrencyId,
    country: domain.country,
    telephone: domain.telephone,
    checkin: domain.checkin,
    facebook: domain.facebook,
    twitter: domain.twitter,
    instagram: domain.instagram,
    tiktok: domain.tiktok,
    footerText: domain.footerText,
    favicon: domain.favicon,
    seoTitle: domain.seoTitle,
    seoDescription: domain.seoDescription,
    style: domain.style,
    partnerUrl: domain.partnerUrl,
    tagManagerId: domain.tagManagerId,
    fraudShopId: domain.fraudShopId,
  };
}

/** Each region with its local development host, for the start-up banner. */
export async function listRegionSites(
  db: Db,
): Promise<Array<{ id: number; code: string; name: string; localHost: string }>> {
  const rows = await db
    .select({
      id: regions.id,
      code: regions.code,
      name: regions.name,
      host: regionHosts.host,
      kind: regionHosts.kind,
    })
    .from(regions)
    .innerJoin(regionHosts, eq(regionHosts.regionId, regions.id))
    .where(inArray(regionHosts.kind, ['local']))
    .orderBy(asc(regions.id));
  return rows.map(({ id, code, name, host }) => ({ id, code, name, localHost: host }));
}

type HostKind = 'production' | 'test' | 'pre' | 'staging' | 'local';

/**
 * Each region's host in the same environment as `host` (a test host lists test hosts…).
 * Hosts we do not know are local when they are loopback names, production otherwise.
 */
export async function listRegionHostsLike(
  db: Db,
  host: string,
): Promise<Array<{ id: number; code: string; name: string; host: string }>> {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  const [known] = await db
    .select({ kind: regionHosts.kind })
    .from(regionHosts)
    .where(eq(regionHosts.host, name))
    .limit(1);
  const loopback = name === 'localhost' || name.endsWith('.localhost') || /^127\.|^\[?::1\]?$/.test(name);
  const kind = (known?.kind ?? (loopback ? 'local' : 'production')) as HostKind;
  return db
    .select({ id: regions.id, code: regions.code, name: regions.name, host: regionHosts.host })
    .from(regions)
    .innerJoin(regionHosts, eq(regionHosts.regionId, regions.id))
    .where(eq(regionHosts.kind, kind))
    .orderBy(asc(regions.id));
}
