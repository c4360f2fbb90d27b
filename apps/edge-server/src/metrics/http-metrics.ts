import type { Request, RequestHandler, Response } from 'express';
import type { Metrics } from './metrics.ts';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route a request matched, as its pattern (`/api/orders/:orderId`), never its URL: URLs carry
 * ids, booking references and tokens, and every distinct value would be a series of its own.
 * Requests no route matched get a class: a rendered page, a static file, or unmatched.
 */
export function routeLabel(req: Request, res: Response): string {
  const path: unknown = req.route?.path;
  if (typeof path === 'string') return `${req.baseUrl}${path}`;
  if (res.getHeader('x-render-cache') !== undefined) return '(page)';
  if (res.statusCode === 404) return '(unmatched)';
  const type = res.getHeader('content-type');
  if (typeof type === 'string' && type.startsWith('text/html')) return '(page)';
  return '(static)';
}

/** Times every request, and counts the render cache's outcome of the pages it served. */
export function httpMetrics(metrics: Pick<Metrics, 'httpDuration' | 'renderCache'>): RequestHandler {
  return (req, res, next) => {
    const stop = metrics.httpDuration.startTimer();
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      stop({
        method: METHODS.has(req.method) ? req.method : 'OTHER',
        route: routeLabel(req, res),
        status_class: `${Math.floor(res.statusCode / 100)}xx`,
      });
      const outcome = res.getHeader('x-render-cache');
      if (outcome === 'hit' || outcome === 'miss' || outcome === 'bypass')
        metrics.renderCache.inc({ outcome });
    };
    // `finish` when the answer went out; `close` alone when the client left first: counted either way.
    res.once('finish', record);
    res.once('close', record);
    next();
  };
}
