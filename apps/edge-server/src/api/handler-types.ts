import type { Logger } from 'pino';
import type * as v from 'valibot';
import type { Db, RateLimiter } from '@skybook/db';
import type { MailDelivery } from '@skybook/mail';
import type { SsoDeps } from '@skybook/agency';
import type { Inventory } from '@skybook/inventory';
import type { CheckinDeps } from '@skybook/departure-control';
import type { ManageDeps, OrderDeps } from '@skybook/orders';
import type { EndpointName, Endpoints } from '@skybook/api-contract';
import type { Identity, SessionControl } from '../identity/identity-middleware.ts';
import type { IntegrationSettings } from '../integrations/integrations.ts';
import type { WebVitalsStore } from '../integrations/web-vitals.ts';
import type { BusinessMetrics } from '../metrics/business-metrics.ts';

/** What the server knows about the caller of an endpoint, beyond the validated body. */
export interface RequestContext {
  /** The regional domain of the request's host (spec §9: unknown hosts are region 1). */
  domainId: number;
  requestId: string;
  ip: string;
  /** The `Host` the visitor used (lower case, port kept): anyone can set it, so never build a link from it. */
  host: string;
  /** The scheme the visitor used, `http` or `https` (behind the load balancer: `X-Forwarded-Proto`). */
  protocol: string;
  /** Where absolute links (mails, sitemap) point: from configuration, never from `Host` (decision 049). */
  publicOrigin(): Promise<string>;
  /** The verified caller (spec §4): anonymous, an agency user with their agency, or null. */
  identity: Identity;
  /** Signs the caller in or out by writing this response's identity cookies. */
  session: SessionControl;
}

/** The server side of every endpoint: validated input plus the request's context. */
export type Handlers = {
  [K in EndpointName]: (
    input: v.InferOutput<Endpoints[K]['request']>,
    ctx: RequestContext,
  ) => Promise<v.InferInput<Endpoints[K]['response']>>;
};

/** What every area's handlers are built from; `handlers.ts` only composes them. */
export interface HandlerDeps {
  db: Db;
  /** Mail is queued in the transaction it reports; `kick` sends it promptly after the commit (decision 111). */
  mail: Pick<MailDelivery, 'kick'>;
  /** For failures a handler survives (e.g. a mail that could not be rendered). */
  logger: Pick<Logger, 'error'>;
  /** Flight search, offers and holds (issue 4). */
  inventory: Inventory;
  /** Orders, seats, extras, passengers and payment (issue 5). */
  orders: OrderDeps;
  /** Manage booking: history, contact, one-time codes, cancellation and refunds (issue 6). */
  manage: ManageDeps;
  /** Online check-in: window, documents, seats, sequence numbers (issue 6). */
  checkin: CheckinDeps;
  /** Agencies' company sign-in with OpenID Connect (issue 18, decision 092). */
  sso: SsoDeps;
  /** Sign-ins, reservation lookups, one-time codes, newsletter sign-ups and claims (decisions 042, 112). */
  rateLimiter: RateLimiter;
  /** The clock of the check-in window; tests pass their own. */
  now?: () => Date;
  /** The content generation content caches are valid for (decision 087); without it, only their ttl ends them. */
  contentGeneration?: () => number;
  /** Third-party scripts the sites may load after consent (decision 099); none when absent. */
  integrations?: IntegrationSettings;
  /** Spec §7 caller's country by IP (decision 103); without it every lookup answers null. */
  lookupCountry?: (ip: string) => Promise<string | null>;
  /** Where field web vitals are aggregated; without it they are accepted and dropped. */
  webVitals?: WebVitalsStore;
  /** Holds, payments and bookings counted for the metrics (decision 113); without it, nothing is. */
  metrics?: BusinessMetrics;
}
