import { randomBytes, randomUUID } from 'node:crypto';
import { cardBrand } from './card.ts';
import { memoryBooks, type SandboxBooks } from './sandbox-books.ts';

/**
 * A charge pays with a single-use token the gateway's hosted card field made (decision 020): the
 * card number, expiry and CVC went from the visitor's browser straight to the gateway.
 */
export interface ChargeRequest {
  amount: number;
  currency: string;
  cardToken: string;
  /** The gateway's own idempotency key, so a retried call is one charge there too. */
  idempotencyKey: string;
}

export type ChargeRefusal =
  | 'errors.card_declined'
  | 'errors.insufficient_funds'
  | 'errors.card_expired'
  | 'errors.payment_failed'
  /** The token was unknown or already spent by another charge (two payments racing for one token). */
  | 'errors.invalid_card_token';

/** What the gateway tells the merchant about a token: enough to show and to check, never the number. */
export interface TokenizedCard {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
  /** A charge already used it: a token pays once. */
  spent: boolean;
}

/** What the visitor typed into the hosted card field; only the gateway ever sees it. */
export interface CardToTokenize {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holderName: string;
}

export type ChargeResult = { approved: true; chargeId: string } | { approved: false; reason: ChargeRefusal };

/** Money back on an earlier charge; the key makes a retried call one refund there too. */
export interface RefundRequest {
  chargeId: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
}

export type RefundResult =
  { refunded: true; refundId: string } | { refunded: false; reason: 'errors.refund_failed' };

/** What the merchant knew of a charge call whose answer it lost (a crash, a timeout). */
export interface ChargeQuery {
  idempotencyKey: string;
  amount: number;
  currency: string;
}

export interface PaymentGateway {
  /** The card behind a token, or null if the gateway never issued it. */
  cardOf(cardToken: string): Promise<TokenizedCard | null>;
  /**
   * Idempotent: a second call with the same key answers the first call's result. The call spends
   * the token, whatever the answer.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * What became of the charge call made with this key (decision 019): its result if the gateway
   * got it; otherwise the key is voided (a later call with it is refused, `errors.payment_failed`)
   * so the answer is final either way — the way payment companies cancel an unconfirmed intent.
   */
  resolveCharge(query: ChargeQuery): Promise<ChargeResult>;
}

/** The spec's test cards; any other valid number is approved. */
const SANDBOX_REFUSALS: Record<
  string,
  Exclude<ChargeRefusal, 'errors.payment_failed' | 'errors.invalid_card_token'>
> = {
  '4000000000000002': 'errors.card_declined',
  '4000000000009995': 'errors.insufficient_funds',
  '4000000000000069': 'errors.card_expired',
};

export interface SandboxOptions {
  /**
   * Where the sandbox keeps its charges and refunds: its own tables (`dbBooks`) so it remembers
   * them across a restart, or memory (tests that make their own sandbox).
   */
  books?: SandboxBooks;
  /** Simulated network time of a charge, half before the sandbox records it and half after. */
  latencyMs?: number;
}

const pause = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

/**
 * The built-in sandbox. `charges` lists what it approved in this process (amount and key only)
 * and `refunds` what it gave back, for tests. A refund never exceeds what is left of a charge it
 * made; a `sandbox_` charge it does not know (memory books, made before a restart) is taken on trust.
 */
export type SandboxGateway = PaymentGateway & {
  /**
   * The hosted card field's side of the sandbox (its own origin, decision 056): keeps brand, last
   * four, expiry, holder and the test card's answer under a fresh token; the number and CVC are dropped.
   */
  tokenize(card: CardToTokenize): Promise<{ cardToken: string; brand: string; last4: string }>;
  charges: Array<{ amount: number; currency: string; idempotencyKey: string }>;
  refunds: Array<{ chargeId: string; amount: number; currency: string; refundId: string }>;
};

export function createSandboxGateway(options: SandboxOptions = {}): SandboxGateway {
  const sandbox: Sandbox = {
    books: options.books ?? memoryBooks(),
    latency: options.latencyMs ?? 0,
    charges: [],
    refunds: [],
  };
  const { books, charges, refunds } = sandbox;
  return {
    charges,
    refunds,
    tokenize: (card) => tokenizeCard(books, card),
    async cardOf(cardToken) {
      const row = await books.tokenOf(cardToken);
      if (!row) return null;
      const { brand, last4, expiryMonth, expiryYear, holderName } = row;
      return { brand, last4, expiryMonth, expiryYear, holderName, spent: row.usedBy !== null };
    },
    charge: (request) => sandboxCharge(sandbox, request),
    async resolveCharge(query) {
      const { row } = await books.recordCharge({
        idempotencyKey: query.idempotencyKey,
        status: 'voided',
        chargeId: null,
        reason: 'errors.payment_failed',
        amount: query.amount,
        currency: query.currency,
      });
      return resultOf(row);
    },
    refund: (request) => sandboxRefund(sandbox, request),
  };
}

/** The sandbox's books and what it approved and gave back in this process. */
interface Sandbox {
  books: SandboxBooks;
  latency: number;
  charges: SandboxGateway['charges'];
  refunds: SandboxGateway['refunds'];
}

const resultOf = (row: { status: string; chargeId: string | null; reason: string | null }): ChargeResult =>
  row.status === 'approved' && row.chargeId
    ? { approved: true, chargeId: row.chargeId }
    : { approved: false, reason: (row.reason ?? 'errors.payment_failed') as ChargeRefusal };

async function tokenizeCard(
  books: SandboxBooks,
  card: CardToTokenize,
): Promise<{ cardToken: string; brand: string; last4: string }> {
  const cardToken = `tok_sandbox_${randomBytes(18).toString('base64url')}`;
  const brand = cardBrand(card.number);
  const last4 = card.number.slice(-4);
  await books.saveToken({
    token: cardToken,
    brand,
    last4,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    holderName: card.holderName,
    refusal: SANDBOX_REFUSALS[card.number] ?? null,
    usedBy: null,
  });
  return { cardToken, brand, last4 };
}

/** A token is spent once; the charge is recorded under its idempotency key, so a retry gets the same answer. */
async function sandboxCharge(sandbox: Sandbox, request: ChargeRequest): Promise<ChargeResult> {
  const { books } = sandbox;
  await pause(sandbox.latency / 2);
  const token = await books.spendToken(request.cardToken, request.idempotencyKey);
  const reason: ChargeRefusal | undefined = token
    ? ((token.refusal ?? undefined) as ChargeRefusal | undefined)
    : 'errors.invalid_card_token';
  const chargeId = `sandbox_${randomUUID()}`;
  const { row, inserted } = await books.recordCharge({
    idempotencyKey: request.idempotencyKey,
    status: reason ? 'declined' : 'approved',
    chargeId: reason ? null : chargeId,
    reason: reason ?? null,
    amount: request.amount,
    currency: request.currency,
  });
  if (inserted && row.status === 'approved')
    sandbox.charges.push({
      amount: request.amount,
      currency: request.currency,
      idempotencyKey: request.idempotencyKey,
    });
  await pause(sandbox.latency / 2);
  return resultOf(row);
}

async function sandboxRefund(sandbox: Sandbox, request: RefundRequest): Promise<RefundResult> {
  const refundId = `sandbox_refund_${randomUUID()}`;
  const outcome = await sandbox.books.recordRefund({ ...request, refundId }, (charge, refundedSoFar) => {
    if (!request.chargeId.startsWith('sandbox_') || request.amount <= 0) return false;
    if (!charge) return true; // made before a restart of memory books: taken on trust
    return (
      charge.status === 'approved' &&
      charge.currency === request.currency &&
      charge.amount - refundedSoFar >= request.amount
    );
  });
  if (!outcome) return { refunded: false, reason: 'errors.refund_failed' };
  if (outcome.inserted)
    sandbox.refunds.push({
      chargeId: request.chargeId,
      amount: request.amount,
      currency: request.currency,
      refundId: outcome.refundId,
    });
  return { refunded: true, refundId: outcome.refundId };
}
