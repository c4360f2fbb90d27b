import type { Logger } from 'pino';
import type * as v from 'valibot';
import type { Db, RateLimiter } from '@skybook/db';
import type { Mailer } from '@skybook/mail';
import type { SsoDeps } from '@skybook/agency';
import type { Inventory } from '@skybook/inventory';
import type { CheckinDeps } from '@skybook/departure-control';
import type { ManageDeps, OrderDeps } from '@skybook/orders';
import type { EndpointName, Endpoints } from '@skybook/api-contract';
import type { Identity, SessionControl } from '../identity/identity-middleware.ts';
import type { IntegrationSettings } from '../integrations/integrations.ts';
import type { WebVitalsStore } from '../integrations/web-vitals.ts';

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
  mailer: Mailer;
  /** For failures a handler survives (e.g. a mail that could not be sent). */
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
  /** Reservation lookups and one-time code requests (decision 042). */
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
}
