import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import {
  ApiError,
  DomainError,
  REQUEST_PARSE_CONFIG,
  fieldErrors,
  type ApiClient,
  type EndpointName,
} from '@skybook/api-contract';
import { createTestDatabase, type Database } from '@skybook/db';
import { createMailDelivery, type MailMessage, type Mailer } from '@skybook/mail';
import { findActor } from '@skybook/agency';
import { createSandboxGateway, type PaymentGateway, type SandboxGateway } from '@skybook/orders';
import { domainErrorBody } from '../api/domain-error-response.ts';
import { createLocalApi } from '../api/local-api.ts';
import type { RequestContext } from '../api/handler-types.ts';
import { endpoints } from '../api/server-endpoints.ts';
import { serverHandlers } from '../api/server-handlers.ts';
import { loadConfig } from '../config.ts';
import { resolveSecrets } from '../secrets.ts';
import { TEST_CARD } from './bookings.ts';

/**
 * The real API for component tests of pages (developers' guide: "test the product, not a copy
 * of it"): a fresh, seeded in-memory database, every endpoint's own handler with a sandbox
 * gateway, an in-memory mailer and a clock the test moves, reached through `createLocalApi`
 * — the same contract-checked calls SSR makes — with no HTTP hop.
 */
export interface InProcessApi {
  /** A new visitor: an identity and client address of its own, as another browser would be. */
  visitor(): ApiClient;
  /** Every mail the server sent, oldest first. */
  mails: MailMessage[];
  /** The last one-time code mailed about the booking `reference` (default: any booking). */
  mailedCode(reference?: string): string;
  /** The signed manage link's token in the last mail about the booking `reference` (decision 117). */
  mailedManageToken(reference: string): string;
  /** A single-use sandbox token for a test card, as the gateway's hosted card field gets it. */
  cardToken(number?: string): Promise<string>;
  gateway: SandboxGateway;
  /** Makes the gateway refuse (true) or make (false) refunds from now on, as a gateway outage would. */
  refuseRefunds(refuse: boolean): void;
  /**
   * Holds every card charge at the gateway until `release` is called, as a slow gateway would:
   * a payment started meanwhile stays under way, so another one of the same order meets it.
   */
  holdCharges(): { release(): void };
  clock: {
    /** Moves the server's clock (check-in windows, booking changes) to `at`. */
    set(at: Date | string): void;
    /** Back to real time. */
    reset(): void;
  };
  database: Database;
  close(): Promise<void>;
}

export interface InProcessOptions {
  /** Days of dated flights from yesterday (default 21: the specs book up to 17 days ahead; fewer seed faster). */
  days?: number;
}

export async function startInProcessApi(opts: InProcessOptions = {}): Promise<InProcessApi> {
  const { database, cleanup } = await createTestDatabase();
  // Lazy like every tools import from the server, so the production bundle never links it.
  const { seedDemo } = await import('@skybook/tools/seed');
  await seedDemo(database.db, { days: opts.days ?? 21 });
  const config = resolveSecrets(loadConfig({ SERVE_APPS: '', NODE_ENV: 'test', OUTBOX_DIR: 'tmp/unused' }));
  const mails: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => (mails.push(message), { messageId: randomUUID() }),
  };
  // Not polling: every call below sends what it queued before it answers, so `mails` is current.
  const mail = createMailDelivery({ db: database.db, mailer });
  const gateway = createSandboxGateway();
  let refusing = false;
  let chargesHeld: Promise<void> = Promise.resolve();
  const refusingGateway: PaymentGateway = {
    ...gateway,
    charge: async (request) => (await chargesHeld, gateway.charge(request)),
    refund: async (request) =>
      refusing ? { refunded: false, reason: 'errors.refund_failed' } : gateway.refund(request),
  };
  let fixed: Date | null = null;
  const handlers = serverHandlers({
    config,
    database,
    mail,
    gateway: refusingGateway,
    logger: { error: () => undefined, warn: () => undefined },
    now: () => fixed ?? new Date(),
  });
  let visitors = 0;
  return {
    visitor: () => {
      const ctx = visitorContext(++visitors);
      return asBrowserSeesIt(
        createLocalApi(handlers, ctx),
        () => refreshAgency(database, ctx),
        () => mail.drain(),
      );
    },
    mails,
    mailedCode(reference) {
      const about = mails.filter((m) => !reference || `${m.subject}\n${m.text}`.includes(reference));
      const mail = about.findLast((m) => /\b\d{6}\b/.test(m.text));
      if (!mail) throw new Error(`no code mailed${reference ? ` about ${reference}` : ''}`);
      return /\b(\d{6})\b/.exec(mail.text)![1]!;
    },
    mailedManageToken(reference) {
      const link = mails
        .filter((m) => m.subject.includes(reference))
        .map((m) => /\/manage\?access=([\w-]+\.[\w-]+)"/.exec(m.html ?? '')?.[1])
        .findLast(Boolean);
      if (!link) throw new Error(`no manage link mailed about ${reference}`);
      return link;
    },
    cardToken: async (number = TEST_CARD.number) =>
      (await gateway.tokenize({ ...TEST_CARD, number: number.replace(/\s/g, '') })).cardToken,
    gateway,
    refuseRefunds: (refuse) => {
      refusing = refuse;
    },
    holdCharges: () => {
      let release!: () => void;
      chargesHeld = new Promise<void>((resolve) => (release = resolve));
      return { release: () => release() };
    },
    clock: {
      set: (at) => {
        fixed = new Date(at);
      },
      reset: () => {
        fixed = null;
      },
    },
    database,
    close: cleanup,
  };
}

/**
 * The local API with refusals as the browser's client gets them over HTTP: an invalid request is
 * the router's 400 with a key per field, a `DomainError` its status and contract body (`ApiError`).
 * A response that breaks the contract still throws, failing the test.
 */
function asBrowserSeesIt(
  local: ApiClient,
  beforeCall: () => Promise<void>,
  afterCall: () => Promise<void>,
): ApiClient {
  const client: Partial<Record<EndpointName, (input: unknown) => Promise<unknown>>> = {};
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const call = local[name] as (input: unknown) => Promise<unknown>;
    client[name] = async (input) => {
      const parsed = v.safeParse(endpoints[name].request, input, REQUEST_PARSE_CONFIG);
      if (!parsed.success)
        throw new ApiError(400, { error: 'errors.validation', fields: fieldErrors(parsed.issues) });
      try {
        await beforeCall();
        return await call(input);
      } catch (error) {
        if (error instanceof DomainError) throw new ApiError(error.status, domainErrorBody(error));
        throw error;
      } finally {
        await afterCall();
      }
    };
  }
  return client as ApiClient;
}

/**
 * A request of visitor `n` on the first region's host. Signing in (the real `login` handler) makes
 * the visitor that agency user from its next call on, as the identity cookies would; no cookie or
 * token is involved, so session expiry and rotation are left to the identity int specs.
 */
function visitorContext(n: number): RequestContext {
  const ctx: RequestContext = {
    domainId: 1,
    requestId: `in-process-${n}`,
    ip: `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    host: 'localhost',
    protocol: 'http',
    publicOrigin: async () => 'http://localhost',
    identity: { type: 'anonymous', uid: randomUUID(), sessionId: randomUUID() },
    session: {
      signIn: async (actor) => {
        ctx.identity = { type: 'agency', uid: actor.uid, sessionId: randomUUID(), actor };
      },
      signOut: async () => {
        ctx.identity = null;
      },
    },
  };
  return ctx;
}

/** An agency caller's user and agency as the database has them now, as the identity middleware reads them per request. */
async function refreshAgency(database: Database, ctx: RequestContext): Promise<void> {
  if (ctx.identity?.type !== 'agency') return;
  const actor = await findActor(database.db, ctx.identity.uid);
  ctx.identity = actor ? { ...ctx.identity, actor } : null;
}

/** `api` with a log of every call's endpoint and input, for tests that check what a page sent. */
export function recording(api: ApiClient): {
  api: ApiClient;
  calls: Array<{ name: string; input: unknown }>;
} {
  const calls: Array<{ name: string; input: unknown }> = [];
  const wrapped = new Proxy(api, {
    get(target, name: string) {
      const call = target[name as keyof ApiClient] as (input: unknown) => Promise<unknown>;
      return (input: unknown) => (calls.push({ name, input }), call(input));
    },
  });
  return { api: wrapped, calls };
}
