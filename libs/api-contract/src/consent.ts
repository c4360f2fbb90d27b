import * as v from 'valibot';
import { IdField } from './fields.ts';

/**
 * Issue 17: the integrations a site may load, as full URLs built by the server from its
 * configuration and the domain's identifiers; null when not configured, and then nothing loads.
 * The browser loads them only after the matching consent (decision 099).
 */
export const Integrations = v.object({
  /** Tag manager container (analytics consent): `TAG_MANAGER_URL?id=<container>`. */
  tagManager: v.nullable(v.string()),
  /** Real-user monitoring (analytics consent): `RUM_SCRIPT_URL?key=<RUM_KEY>`. */
  rum: v.nullable(v.string()),
  /** Fraud-prevention beacon on the funnel pages: `FRAUD_BEACON_URL?shop=<shop id>`; the page adds `&session=`. */
  fraudBeacon: v.nullable(v.string()),
});
export type Integrations = v.InferOutput<typeof Integrations>;

/** `POST /api/consent`: a visitor's cookie choice, stored server-side as proof. */
export const ConsentRequest = v.object(
  {
    /** Positive, an int4 like the column it is stored in. */
    policyVersion: IdField('errors.invalid_type', 'errors.out_of_range'),
    analytics: v.boolean('errors.invalid_type'),
    marketing: v.boolean('errors.invalid_type'),
    /** When the visitor chose (ISO 8601), as the browser stored it. */
    chosenAt: v.pipe(
      v.string('errors.invalid_type'),
      v.maxLength(40, 'errors.out_of_range'),
      v.isoTimestamp('errors.invalid_date'),
    ),
  },
  'errors.required',
);
export type ConsentRequest = v.InferInput<typeof ConsentRequest>;

export const ConsentResponse = v.object({
  /** The stored record's id, the receipt of the proof. */
  id: v.number(),
  recordedAt: v.string(),
});
export type ConsentResponse = v.InferOutput<typeof ConsentResponse>;

/** First-party field measurement of the spec's performance targets (issue 17). */
export const WebVitalRequest = v.object(
  {
    name: v.picklist(['LCP', 'INP', 'CLS'], 'errors.invalid_type'),
    value: v.pipe(
      v.number('errors.invalid_type'),
      v.minValue(0, 'errors.out_of_range'),
      v.maxValue(600_000, 'errors.out_of_range'),
    ),
    /** The route's name (`index`, `select`…), not its URL: no search or order data. */
    route: v.pipe(v.string('errors.invalid_type'), v.regex(/^[a-z][a-z0-9-]{0,39}$/, 'errors.invalid_type')),
  },
  'errors.required',
);
export type WebVitalRequest = v.InferInput<typeof WebVitalRequest>;
