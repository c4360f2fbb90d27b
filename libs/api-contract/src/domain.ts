import * as v from 'valibot';
import { Integrations } from './consent.ts';

/** Spec §7 `POST /api/get-domain`: the region is derived from the request host. */
export const GetDomainRequest = v.object(
  {
    domainId: v.pipe(
      v.number('errors.invalid_type'),
      v.integer('errors.invalid_type'),
      v.minValue(1, 'errors.out_of_range'),
      v.maxValue(2_147_483_647, 'errors.out_of_range'),
    ),
  },
  // Also the message of a missing key.
  'errors.required',
);

const IdCode = v.object({ id: v.number(), code: v.string() });

/** Spec §3 Domain, field for field. Socials are null when a region has none. */
export const Domain = v.object({
  id: v.number(),
  languages: v.array(IdCode),
  languageId: v.number(),
  currencies: v.array(IdCode),
  currencyId: v.number(),
  /** ISO 3166-1 alpha-2 country of the site (upper case): where its phone inputs start (issue 17). */
  country: v.string(),
  telephone: v.string(),
  checkin: v.boolean(),
  facebook: v.nullable(v.string()),
  twitter: v.nullable(v.string()),
  instagram: v.nullable(v.string()),
  tiktok: v.nullable(v.string()),
  footerText: v.string(),
  favicon: v.string(),
  seoTitle: v.string(),
  seoDescription: v.string(),
  style: v.string(),
  /** The partner airline's site for bookings that are not ours (check-in form, spec §2); null: none. */
  partnerUrl: v.nullable(v.string()),
  /** Issue 17: third-party scripts this site may load after consent (decision 099). */
  integrations: Integrations,
});
export type Domain = v.InferOutput<typeof Domain>;

/**
 * `POST /api/lookup-country`: the caller's country by IP address (spec §7), looked up by the
 * server so the browser never calls another host; null when no lookup is configured or it
 * failed ("unable to fetch the country"): the site's own country applies (decision 103).
 */
export const CountryLookupResponse = v.object({
  country: v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
});
