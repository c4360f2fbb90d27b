import type { RequestHandler } from 'express';

/** This process's view of the database's content generation (decision 087). */
export interface ContentGeneration {
  /** The highest generation read so far: what the caches compare their entries with. */
  latest(): number;
  /** Reads the generation with a query that starts after this call, so no committed edit is missed. */
  refresh(): Promise<number>;
}

/**
 * With the embedded database every write goes through this process, and a bump's notification
 * arrives before the writing statement resolves: after one read, the notifications alone keep the
 * generation current and requests skip the read (about 0.5 ms of PGlite's single thread each).
 */
export function pushedContentGeneration(
  read: () => Promise<number>,
  listen: (onNotify: (payload: string) => void) => Promise<void>,
): ContentGeneration {
  let latest = 0;
  const seen = (value: number) => (latest = Math.max(latest, value));
  // Listening starts before the first read, so no bump falls between the two.
  let ready: Promise<unknown> = listen((payload) => seen(Number(payload) || 0)).then(async () =>
    seen(await read()),
  );
  ready.catch(() => (ready = Promise.resolve()));
  return { latest: () => latest, refresh: () => ready.then(() => latest) };
}

/**
 * Re-reads the generation once per request. Callers that arrive while a read is in flight cannot
 * use it (it may predate their arrival) and share the next one instead, so under load there are at
 * most two reads outstanding, whatever the request rate.
 */
export function contentGeneration(read: () => Promise<number>): ContentGeneration {
  let latest = 0;
  let inFlight: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  const start = (): Promise<number> => {
    const reading = read().then((value) => {
      latest = Math.max(latest, value);
      return latest;
    });
    inFlight = reading;
    const clear = () => {
      if (inFlight === reading) inFlight = null;
    };
    reading.then(clear, clear);
    return reading;
  };
  return {
    latest: () => latest,
    refresh() {
      if (!inFlight) return start();
      if (!queued) {
        const after = () => {
          queued = null;
          return start();
        };
        queued = inFlight.then(after, after);
      }
      return queued;
    },
  };
}

/**
 * Brings the process's generation up to date before a request to one of `paths` (the endpoints
 * that answer from content caches) reads them. When the database cannot answer, the request goes
 * on with what the caches hold (its own queries fail anyway).
 */
export function refreshContentGeneration(
  generation: ContentGeneration,
  paths: ReadonlySet<string>,
): RequestHandler {
  return (req, _res, next) => {
    if (!paths.has(req.originalUrl.split('?')[0]!)) return next();
    generation.refresh().then(
      () => next(),
      (error: unknown) => {
        req.log.warn({ err: error }, 'reading the content generation failed');
        next();
      },
    );
  };
}
