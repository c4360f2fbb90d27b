import { JUNK_STRINGS, deepJson, junkValue } from './junk.ts';
import type { Prng } from './prng.ts';
import { mutateSomewhere } from './schema-sample.ts';

/** One operation as a request shape needs it. */
export interface ShapedOperation {
  method: string;
  path: string;
}

/** A request being built: each shape draws from `r` and changes what it must. */
export interface RequestDraft {
  r: Prng;
  op: ShapedOperation;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** A body the operation's schema accepts, sampled with `r`. */
  plausible(): unknown;
  /** Sets a JSON body. */
  json(value: unknown): void;
}

/** Percent-encoding that survives lone surrogates: they go out as invalid UTF-8 bytes, junk on purpose. */
export const enc = (s: string) =>
  [...s].map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');

/** What each kind of request does to the draft, after the query of a GET or DELETE is set. */
export const REQUEST_SHAPES: Record<string, (d: RequestDraft) => void> = {
  plausible: (d) => {
    if (d.op.method === 'POST') d.json(d.plausible());
  },
  mutated: (d) => {
    if (d.op.method === 'POST') {
      const base = d.plausible();
      d.json(d.r.chance(0.15) ? {} : mutateSomewhere(base, d.r, () => junkValue(d.r)).value);
    }
  },
  'junk-body': (d) => {
    d.json(junkValue(d.r, 5));
  },
  'malformed-json': (d) => {
    d.headers['content-type'] = 'application/json';
    const text = JSON.stringify(d.plausible());
    d.body = d.r.pick([
      text.slice(0, Math.max(1, text.length - d.r.int(1, 5))),
      '{"a":',
      "{'a':1}",
      '[1,2,,]',
      '\u0000',
      'undefined',
      '{"a":1}}',
      '"\\ud800"',
      '{"a":"\\u0000"}',
    ]);
  },
  'proto-pollution': (d) => {
    d.headers['content-type'] = 'application/json';
    d.body = d.r.pick([
      '{"__proto__":{"isAdmin":true,"role":"admin"}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      `{"__proto__":${JSON.stringify(d.plausible())}}`,
      `${JSON.stringify(d.plausible()).replace(/^\{/, '{"__proto__":{"orderId":"x"},')}`,
    ]);
  },
  'wrong-content-type': (d) => {
    d.headers['content-type'] = d.r.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      '',
    ]);
    d.body = d.r.chance(0.5) ? JSON.stringify(d.plausible()) : 'a=1&b=2';
  },
  'deep-json': (d) => {
    d.headers['content-type'] = 'application/json';
    d.body = `{"x":${deepJson(d.r.pick([50, 1_000, 20_000]), d.r.chance(0.5))}}`;
  },
  oversized: (d) => {
    d.json({ ...(d.plausible() as object), pad: 'x'.repeat(d.r.pick([110_000, 400_000])) });
  },
  'junk-headers': (d) => {
    if (d.op.method !== 'GET') d.json(d.plausible());
    d.headers[d.r.pick(['cookie', 'origin', 'x-request-id', 'x-forwarded-for', 'host', 'content-length-x'])] =
      d.r.pick([
        'sb_token=' + 'A'.repeat(5_000),
        'sb_token=eyJhbGciOiJub25lIn0.eyJ1aWQiOiIxIn0.; user-type=agency',
        'https://evil.example',
        'null',
        '../../etc',
        '1.2.3.4, 5.6.7.8, not-an-ip',
        'x'.repeat(4_000),
      ]);
  },
  'path-tricks': (d) => {
    d.method = d.r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
    d.url = d.r.pick([
      `${d.op.path}/../../../../etc/passwd`,
      `${d.op.path}%00`,
      `${d.op.path}/..%2f..%2fetc%2fpasswd`,
      `/api/${enc(d.r.pick(JUNK_STRINGS))}`,
      `${d.op.path}/`,
      `${d.op.path}?__proto__[x]=1`,
      d.op.path.toUpperCase(),
      `${d.op.path}`,
    ]);
    if (d.method !== 'GET' && d.r.chance(0.5)) d.json(d.plausible());
  },
  'junk-query': (d) => {
    if (d.op.method === 'POST') {
      d.url += `?${enc(d.r.pick(JUNK_STRINGS))}=${enc(d.r.pick(JUNK_STRINGS))}`;
      d.json(d.plausible());
    }
  },
};
