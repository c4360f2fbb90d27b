import type { RequestHandler } from 'express';

type Metric = 'LCP' | 'INP' | 'CLS';

/** The newest samples kept per route and metric: enough for a stable 75th percentile. */
const SAMPLES = 500;

export interface WebVitalSummary {
  count: number;
  p75: number;
}

/**
 * Field measurements per route, in this process's memory (decision 099): the 75th percentile of
 * the newest samples is what the spec's targets are judged by. Nothing personal is kept.
 */
export function webVitalsStore() {
  const samples = new Map<string, number[]>();
  return {
    record(route: string, name: Metric, value: number) {
      const key = `${route}\u0000${name}`;
      const list = samples.get(key) ?? [];
      list.push(value);
      if (list.length > SAMPLES) list.shift();
      samples.set(key, list);
    },
    summary(): Record<string, Partial<Record<Metric, WebVitalSummary>>> {
      const out: Record<string, Partial<Record<Metric, WebVitalSummary>>> = {};
      for (const [key, list] of [...samples].sort(([a], [b]) => a.localeCompare(b))) {
        const [route = '', name] = key.split('\u0000') as [string, Metric];
        const sorted = [...list].sort((a, b) => a - b);
        const p75 = sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? 0;
        (out[route] ??= {})[name] = { count: sorted.length, p75: Math.round(p75 * 1000) / 1000 };
      }
      return out;
    },
  };
}
export type WebVitalsStore = ReturnType<typeof webVitalsStore>;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `GET /metrics/web-vitals`: only for a caller on this machine that did not come through the
 * load balancer (no `X-Forwarded-For`), e.g. a metrics agent; the public site gets a 404.
 */
export function webVitalsMetrics(store: WebVitalsStore): RequestHandler {
  return (req, res, next) => {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '') || req.headers['x-forwarded-for'] !== undefined)
      return next();
    res.set('cache-control', 'no-store').json(store.summary());
  };
}
