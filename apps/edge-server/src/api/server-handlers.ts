import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import { refundBookingOnAccount, type SsoDeps } from '@skybook/agency';
import { createDbRateLimiter, type Database } from '@skybook/db';
import { documentCipher, type CheckinDeps } from '@skybook/departure-control';
import { createInventory } from '@skybook/inventory';
import type { MailDelivery } from '@skybook/mail';
import { manageLinkKey, type ManageDeps, type OrderDeps, type PaymentGateway } from '@skybook/orders';
import type { Config } from '../config.ts';
import type { Handlers } from './handler-types.ts';
import { integrationSettings } from '../integrations/integrations.ts';
import type { WebVitalsStore } from '../integrations/web-vitals.ts';
import { countryLookup } from '../integrations/country-lookup.ts';
import { createHandlers } from './handlers.ts';
import type { BusinessMetrics } from '../metrics/business-metrics.ts';

/** What the server's handlers are wired from; the app and the in-process test API share it. */
export interface ServerHandlerDeps {
  config: Config;
  database: Database;
  logger: Pick<Logger, 'error' | 'warn'>;
  /** Sends the mail the handlers queue (decision 111). */
  mail: Pick<MailDelivery, 'kick'>;
  gateway: PaymentGateway;
  /** The clock of check-in windows and booking changes. */
  now: () => Date;
  /** The content generation this process last read (decision 087). */
  contentGeneration?: () => number;
  /** The per-route field web vitals (decision 099). */
  webVitals?: WebVitalsStore;
  /** Holds, payments and bookings for the metrics (decision 113). */
  metrics?: BusinessMetrics;
}

/** Every endpoint's handler over the deployment's database, mailer, gateway and clock. */
export function serverHandlers(deps: ServerHandlerDeps): Handlers {
  const { config, database, gateway, now } = deps;
  const inventory = createInventory({
    db: database.db,
    offerSecret: config.OFFER_SECRET,
    previousOfferSecret: config.OFFER_SECRET_PREVIOUS,
    holdTtlMs: config.HOLD_TTL_MS,
  });
  const orders: OrderDeps = { db: database.db, gateway, now, paymentLeaseMs: config.PAYMENT_LEASE_MS };
  // One-time codes are keyed with their own key, derived from the deployment's secret.
  const otpSecret = createHmac('sha256', config.AUTH_SECRET).update('skybook one-time codes').digest('hex');
  const manage: ManageDeps = {
    db: database.db,
    gateway,
    otpSecret,
    linkKeys: [config.AUTH_SECRET, config.AUTH_SECRET_PREVIOUS]
      .filter((secret): secret is string => Boolean(secret))
      .map(manageLinkKey),
    now,
    accountRefund: (orderId, amount) => refundBookingOnAccount(database.db, orderId, amount),
  };
  const checkin: CheckinDeps = { db: database.db, otpSecret, documentKey: config.DATA_KEY, now };
  return createHandlers({
    sso: ssoDeps(config, database),
    db: database.db,
    mail: deps.mail,
    logger: deps.logger,
    inventory,
    orders,
    manage,
    checkin,
    rateLimiter: createDbRateLimiter(database.db),
    now,
    ...(deps.contentGeneration ? { contentGeneration: deps.contentGeneration } : {}),
    integrations: integrationSettings(config),
    ...(config.COUNTRY_LOOKUP_URL
      ? {
          lookupCountry: countryLookup({
            url: config.COUNTRY_LOOKUP_URL,
            timeoutMs: config.COUNTRY_LOOKUP_TIMEOUT_MS,
            logger: deps.logger,
          }),
        }
      : {}),
    ...(deps.webVitals ? { webVitals: deps.webVitals } : {}),
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
  });
}

/** Company sign-in: client secrets sealed with the data key, like travel documents (decision 092). */
export function ssoDeps(config: Config, database: Database): SsoDeps {
  return {
    db: database.db,
    secretBox: documentCipher(config.DATA_KEY),
    allowHttpLoopback: config.SSO_ALLOW_HTTP_LOOPBACK,
  };
}
