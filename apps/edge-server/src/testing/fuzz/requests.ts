import { JUNK_STRINGS, deepJson, junkValue } from './junk.ts';
import { prngFor, type Prng } from './prng.ts';
import { mutateSomewhere, sampleFromSchema, type KnownValues } from './schema-sample.ts';

type Schema = Record<string, unknown>;

/** One operation of the OpenAPI document, as the fuzz reads it at run time. */
export interface FuzzOperation {
  method: string;
  path: string;
  operationId: string;
  body?: Schema;
  query: { name: string; schema: Schema }[];
}

export interface FuzzRequest {
  index: number;
  kind: string;
  operationId: string;
  method: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Every operation of the document: the fuzz covers what the API declares, whatever that is. */
export function operationsOf(doc: { paths: Record<string, Record<string, Schema>> }): FuzzOperation[] {
  const ops: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const body = (op['requestBody'] as Schema | undefined)?.['content'] as
        Record<string, Schema> | undefined;
      const parameters = (op['parameters'] ?? []) as Schema[];
      ops.push({
        method: method.toUpperCase(),
        path,
        operationId: String(op['operationId']),
        ...(body?.['application/json'] ? { body: body['application/json']['schema'] as Schema } : {}),
        query: parameters
          .filter((p) => p['in'] === 'query')
          .map((p) => ({ name: String(p['name']), schema: p['schema'] as Schema })),
      });
    }
  return ops;
}

const KINDS: [string, number][] = [
  ['mutated', 40],
  ['plausible', 12],
  ['junk-body', 10],
  ['malformed-json', 5],
  ['proto-pollution', 5],
  ['wrong-content-type', 5],
  ['deep-json', 3],
  ['oversized', 1],
  ['junk-headers', 6],
  ['path-tricks', 6],
  ['junk-query', 7],
];
const TOTAL = KINDS.reduce((n, [, w]) => n + w, 0);
const pickKind = (r: Prng) => {
  let roll = r.int(1, TOTAL);
  for (const [kind, weight] of KINDS) if ((roll -= weight) <= 0) return kind;
  return 'mutated';
};

/** Percent-encoding that survives lone surrogates: they go out as invalid UTF-8 bytes, junk on purpose. */
const enc = (s: string) =>
  [...s].map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');

const query = (entries: [string, unknown][]) =>
  entries.length === 0
    ? ''
    : '?' +
      entries.map(([k, v]) => `${enc(k)}=${enc(typeof v === 'string' ? v : JSON.stringify(v))}`).join('&');

/**
 * Request `index` of `seed` against `op`: reproducible from those two numbers alone, which the
 * fuzz prints with any 5xx. `cookies` are the caller's identity cookies (possibly none).
 */
export function buildRequest(
  seed: number,
  index: number,
  op: FuzzOperation,
  cookies: string,
  components: Record<string, Schema>,
  known: KnownValues,
): FuzzRequest {
  const r = prngFor(seed, index);
  const kind = pickKind(r);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (cookies) headers['cookie'] = cookies;
  // Lookups and sign-ins are rate limited per client: a spread of addresses reaches past the limit.
  headers['x-forwarded-for'] = `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  const plausible = () => (op.body ? sampleFromSchema(op.body, components, r, known) : {});
  const plausibleQuery = (): [string, unknown][] =>
    op.query
      .filter(() => r.chance(0.85))
      .map((q) => [q.name, sampleFromSchema(q.schema, components, r, known, q.name)]);
  let method = op.method;
  let url = op.path;
  let body: string | undefined;
  const json = (value: unknown) => {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(value);
  };

  if (op.method === 'GET' || op.method === 'DELETE') {
    const entries = plausibleQuery();
    if (kind === 'mutated' || kind === 'junk-query') {
      const target = r.chance(0.7) && entries.length > 0 ? r.int(0, entries.length - 1) : -1;
      if (target >= 0) entries[target]![1] = junkValue(r);
      else entries.push([r.pick([...JUNK_STRINGS, 'orderId', 'a[]', 'a[b]']), junkValue(r)]);
    }
    url += query(entries);
    if (op.method === 'DELETE' && r.chance(0.3)) json(junkValue(r));
  }

  switch (kind) {
    case 'plausible':
      if (op.method === 'POST') json(plausible());
      break;
    case 'mutated':
      if (op.method === 'POST') {
        const base = plausible();
        json(r.chance(0.15) ? {} : mutateSomewhere(base, r, () => junkValue(r)).value);
      }
      break;
    case 'junk-body':
      json(junkValue(r, 5));
      break;
    case 'malformed-json': {
      headers['content-type'] = 'application/json';
      const text = JSON.stringify(plausible());
      body = r.pick([
        text.slice(0, Math.max(1, text.length - r.int(1, 5))),
        '{"a":',
        "{'a':1}",
        '[1,2,,]',
        '\u0000',
        'undefined',
        '{"a":1}}',
        '"\\ud800"',
        '{"a":"\\u0000"}',
      ]);
      break;
    }
    case 'proto-pollution':
      headers['content-type'] = 'application/json';
      body = r.pick([
        '{"__proto__":{"isAdmin":true,"role":"admin"}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        `{"__proto__":${JSON.stringify(plausible())}}`,
        `${JSON.stringify(plausible()).replace(/^\{/, '{"__proto__":{"orderId":"x"},')}`,
      ]);
      break;
    case 'wrong-content-type':
      headers['content-type'] = r.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        '',
      ]);
      body = r.chance(0.5) ? JSON.stringify(plausible()) : 'a=1&b=2';
      break;
    case 'deep-json':
      headers['content-type'] = 'application/json';
      body = `{"x":${deepJson(r.pick([50, 1_000, 20_000]), r.chance(0.5))}}`;
      break;
    case 'oversized':
      json({ ...(plausible() as object), pad: 'x'.repeat(r.pick([110_000, 400_000])) });
      break;
    case 'junk-headers':
      if (op.method !== 'GET') json(plausible());
      headers[r.pick(['cookie', 'origin', 'x-request-id', 'x-forwarded-for', 'host', 'content-length-x'])] =
        r.pick([
          'sb_token=' + 'A'.repeat(5_000),
          'sb_token=eyJhbGciOiJub25lIn0.eyJ1aWQiOiIxIn0.; user-type=agency',
          'https://evil.example',
          'null',
          '../../etc',
          '1.2.3.4, 5.6.7.8, not-an-ip',
          'x'.repeat(4_000),
        ]);
      break;
    case 'path-tricks':
      method = r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
      url = r.pick([
        `${op.path}/../../../../etc/passwd`,
        `${op.path}%00`,
        `${op.path}/..%2f..%2fetc%2fpasswd`,
        `/api/${enc(r.pick(JUNK_STRINGS))}`,
        `${op.path}/`,
        `${op.path}?__proto__[x]=1`,
        op.path.toUpperCase(),
        `${op.path}`,
      ]);
      if (method !== 'GET' && r.chance(0.5)) json(plausible());
      break;
    case 'junk-query':
      if (op.method === 'POST') {
        url += `?${enc(r.pick(JUNK_STRINGS))}=${enc(r.pick(JUNK_STRINGS))}`;
        json(plausible());
      }
      break;
  }
  // fetch sends no body with a GET: its junk is the query.
  if (method === 'GET' && body !== undefined) {
    body = undefined;
    delete headers['content-type'];
  }
  return {
    index,
    kind,
    operationId: op.operationId,
    method,
    url,
    headers,
    ...(body === undefined ? {} : { body }),
  };
}
