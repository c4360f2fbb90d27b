import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/** The Fetch `Request` the router expects, aborted if the client goes away mid-stream. */
export function toWebRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  return new Request(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`, {
    method: req.method,
    headers,
    signal: controller.signal,
  });
}

/** Streams a Fetch `Response` (status, headers, body) out through Express. */
export async function sendWebResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') res.setHeader(key, value);
  });
  const cookies = response.headers.getSetCookie();
  // Keep the cookies middleware already set (e.g. a freshly issued identity).
  const earlier = res.getHeader('set-cookie');
  const before = Array.isArray(earlier) ? earlier : typeof earlier === 'string' ? [earlier] : [];
  if (cookies.length) res.setHeader('set-cookie', [...before, ...cookies]);
  if (!response.body) {
    res.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as unknown as NodeReadableStream)
      .on('error', reject)
      .pipe(res)
      .on('finish', resolve)
      .on('close', resolve);
  });
}
