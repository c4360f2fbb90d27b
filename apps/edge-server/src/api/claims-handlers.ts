import { fileClaim, markClaimReceiptSent } from '@skybook/db';
import type { HandlerDeps, Handlers } from './handler-types.ts';
import { claimReceiptMail } from './claims-mail.ts';

/**
 * `POST /api/claims`: stores the claim with its receipt number, then mails the receipt. As with
 * the newsletter, a mail failure is logged and the answer is still 200: the claim is filed and
 * the page shows the receipt, which is what the customer needs.
 */
export function claimsHandlers({ db, mailer, logger }: HandlerDeps): Pick<Handlers, 'submitClaim'> {
  return {
    async submitClaim(input, ctx) {
      const claim = await fileClaim(db, {
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
      try {
        await mailer.send(
          await claimReceiptMail({
            to: claim.email,
            name: claim.name,
            language: input.language,
            type: input.type,
            receipt: claim.receipt,
            description: claim.description,
          }),
        );
        await markClaimReceiptSent(db, claim.id);
      } catch (err) {
        logger.error({ err, claimId: claim.id, requestId: ctx.requestId }, 'claim receipt mail failed');
      }
      return { receipt: claim.receipt, createdAt: claim.createdAt.toISOString() };
    },
  };
}
