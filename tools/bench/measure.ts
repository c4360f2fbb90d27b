import autocannon from 'autocannon';

export interface Figures {
  label: string;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** A short warm-up, then a bounded run; non-2xx answers count as errors. */
export async function measure(
  label: string,
  url: string,
  opts: {
    connections: number;
    seconds: number;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
  },
): Promise<Figures> {
  const base = {
    url,
    connections: opts.connections,
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: opts.headers,
  };
  await autocannon({ ...base, duration: 2 });
  // autocannon's histogram has no p95: keep every response time of the measured run.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...base, duration: opts.seconds }, (err: unknown, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  const p95 = times.length
    ? Math.round(times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]! * 100) / 100
    : 0;
  return {
    label,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

export function table(rows: Figures[]): string {
  const head = ['target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];
  const lines = rows.map((r) => [
    r.label,
    String(r.reqPerSec),
    String(r.p50),
    String(r.p95),
    String(r.p99),
    String(r.errors),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [fmt(head), ...lines.map(fmt)].join('\n');
}
