import { fileClaim, markClaimReceiptSent } from '@skybook/db';
import { DomainError } from '@skybook/api-contract';
import type { HandlerDeps, Handlers } from './handler-types.ts';
import { claimReceiptMail } from './claims-mail.ts';
import { queueRenderedMail } from './queue-mail.ts';

/**
 * Claims per client address: enough for someone filing several, too few for a script to fill the
 * claims desk's queue and mail receipts to strangers (decision 112).
 */
export const CLAIMS_PER_CLIENT = { limit: 5, windowMs: 60 * 60_000 };

/**
 * `POST /api/claims`: stores the claim with its receipt number and queues the receipt mail in
 * the same transaction (decision 111), so a filed claim always gets its receipt; the outbox
 * sends it after the commit. The page shows the receipt either way.
 */
export function claimsHandlers({
  db,
  mail,
  logger,
  rateLimiter,
}: HandlerDeps): Pick<Handlers, 'submitClaim'> {
  return {
    async submitClaim(input, ctx) {
      const verdict = await rateLimiter.hit(`claims:ip:${ctx.ip}`, CLAIMS_PER_CLIENT);
      if (!verdict.allowed)
        throw new DomainError(429, 'errors.rate_limited', undefined, undefined, verdict.retryAfterSeconds);
      const claim = await db.transaction(async (tx) => {
        const filed = await fileClaim(tx, {
          domainId: ctx.domainId,
          type: input.type,
          name: input.name,
          email: input.email,
          phone: input.phone,
          documentId: input.documentId ?? null,
          bookingReference: input.bookingReference ?? null,
          description: input.description,
          language: input.language,
        });
        const queued = await queueRenderedMail(
          tx,
          () =>
            claimReceiptMail({
              to: filed.email,
              name: filed.name,
              language: input.language,
              type: input.type,
              receipt: filed.receipt,
              description: filed.description,
            }),
          (err) =>
            logger.error({ err, claimId: filed.id, requestId: ctx.requestId }, 'claim receipt mail failed'),
        );
        // The receipt is on its way once queued: the outbox delivers it or records why not.
        if (queued) await markClaimReceiptSent(tx, filed.id);
        return filed;
      });
      mail.kick();
      return { receipt: claim.receipt, createdAt: claim.createdAt.toISOString() };
    },
  };
}
