import type { RequestHandler } from 'express';

/**
 * CSRF defence for state-changing `/api` calls, beside SameSite=Lax cookies: a body must be JSON
 * (an HTML form cannot send `application/json` cross-site without a CORS preflight, which we never
 * grant), a browser's `Origin`, when sent, must be this host, and `Sec-Fetch-Site: cross-site`
 * is refused whatever the Origin.
 */
export const sameSiteJsonOnly: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
  // A browser says where the call came from even when it sends no Origin (decision 050).
  if (req.get('sec-fetch-site') === 'cross-site') {
    res.status(403).json({ error: 'errors.forbidden_origin' });
    return;
  }
  const origin = req.get('origin');
  if (origin && origin !== 'null') {
    let host = '';
    try {
      host = new URL(origin).host.toLowerCase();
    } catch {
      host = '';
    }
    if (host !== (req.get('host') ?? '').toLowerCase()) {
      res.status(403).json({ error: 'errors.forbidden_origin' });
      return;
    }
  } else if (origin === 'null') {
    res.status(403).json({ error: 'errors.forbidden_origin' });
    return;
  }
  const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
  if (hasBody && !req.is('application/json')) {
    res.status(415).json({ error: 'errors.unsupported_media_type' });
    return;
  }
  next();
};
