import express, { type Request, type Response, type Router } from 'express';
import * as v from 'valibot';
import { barcodeSvg, boardingPassPdf, boardingPasses } from '@skybook/departure-control';
import type { Db } from '@skybook/db';
import {
  BoardingPassFileQuery,
  DomainError,
  REQUEST_PARSE_CONFIG,
  fieldErrors,
  unsafeInputFields,
  type ApiErrorBody,
} from '@skybook/api-contract';
import type { RequestContext } from '../api/handler-types.ts';
import { requireOrderAccess } from '../api/guards.ts';
import { sendDomainError } from '../api/domain-error-response.ts';

const AIRLINE = 'Skybook Air';

/**
 * Issue 6 boarding passes as files, outside the JSON contract: `GET /api/boarding-pass.pdf` (an
 * A4 page per pass with its PDF417) and `GET /api/boarding-pass.svg` (one pass's barcode). Same
 * access rule as the API: the booking's creator or a visitor its lookup was granted to.
 */
export function boardingPassRoutes(
  db: Db,
  contextOf: (req: Request) => Promise<RequestContext>,
  identity: express.RequestHandler,
): Router {
  const router = express.Router();

  async function passesFor(req: Request) {
    const unsafe = unsafeInputFields(req.query);
    if (unsafe) throw new DomainError(400, 'errors.validation', unsafe);
    const query = v.safeParse(BoardingPassFileQuery, req.query, REQUEST_PARSE_CONFIG);
    if (!query.success) throw new DomainError(400, 'errors.validation', fieldErrors(query.issues));
    const { orderId, passenger, flight, language, kind } = query.output;
    await requireOrderAccess(db, await contextOf(req), orderId);
    const passes = (await boardingPasses(db, orderId)).filter(
      (p) => (!passenger || p.passengerRef === passenger) && (!flight || p.flightRef === flight),
    );
    if (passes.length === 0)
      throw new DomainError(404, 'errors.not_found', { passenger: 'errors.not_found' });
    return { passes, language, kind, single: Boolean(passenger && flight) };
  }

  const answer =
    (work: (req: Request, res: Response) => Promise<void>) => async (req: Request, res: Response) => {
      try {
        await work(req, res);
      } catch (error) {
        if (!(error instanceof DomainError)) {
          // Like every /api answer: a clean JSON 500, the cause only in the log (decision 021).
          req.log.error({ err: error }, 'boarding pass failed');
          if (res.headersSent) res.destroy();
          else
            res
              .status(500)
              .json({ error: 'errors.message', requestId: String(req.id ?? '') } satisfies ApiErrorBody);
          return;
        }
        sendDomainError(res, error);
      }
    };

  router.get(
    '/api/boarding-pass.pdf',
    identity,
    answer(async (req, res) => {
      const { passes, language } = await passesFor(req);
      const pdf = await boardingPassPdf(passes, { language, airline: AIRLINE });
      const first = passes[0]!;
      const name =
        passes.length === 1
          ? `${first.bookingReference}-${first.flightNumber}-${first.passengerRef}`
          : first.bookingReference;
      res
        .type('application/pdf')
        .set('content-disposition', `attachment; filename="boarding-pass-${name}.pdf"`)
        .set('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    }),
  );

  router.get(
    '/api/boarding-pass.svg',
    identity,
    answer(async (req, res) => {
      const { passes, kind, single } = await passesFor(req);
      if (!single)
        throw new DomainError(400, 'errors.validation', {
          passenger: 'errors.required',
          flight: 'errors.required',
        });
      res
        .type('image/svg+xml')
        .set('cache-control', 'private, no-store')
        .send(barcodeSvg(passes[0]!.bcbp, kind));
    }),
  );

  return router;
}
