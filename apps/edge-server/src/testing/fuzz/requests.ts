import { JUNK_STRINGS, junkValue } from './junk.ts';
import { prngFor, type Prng } from './prng.ts';
import { enc, REQUEST_SHAPES, type RequestDraft } from './request-shapes.ts';
import { sampleFromSchema, type KnownValues } from './schema-sample.ts';

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
  const d: RequestDraft = {
    r,
    op,
    method: op.method,
    url: op.path,
    headers: { accept: 'application/json' },
    body: undefined,
    plausible: () => (op.body ? sampleFromSchema(op.body, components, r, known) : {}),
    json(value) {
      d.headers['content-type'] = 'application/json';
      d.body = JSON.stringify(value);
    },
  };
  if (cookies) d.headers['cookie'] = cookies;
  // Lookups and sign-ins are rate limited per client: a spread of addresses reaches past the limit.
  d.headers['x-forwarded-for'] = `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  if (op.method === 'GET' || op.method === 'DELETE') withQuery(d, op, kind, components, known);
  REQUEST_SHAPES[kind]?.(d);
  // fetch sends no body with a GET: its junk is the query.
  if (d.method === 'GET' && d.body !== undefined) {
    d.body = undefined;
    delete d.headers['content-type'];
  }
  const { method, url, headers, body } = d;
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

/** A GET or DELETE: a plausible query, with junk in it for the kinds that want some. */
function withQuery(
  d: RequestDraft,
  op: FuzzOperation,
  kind: string,
  components: Record<string, Schema>,
  known: KnownValues,
): void {
  const { r } = d;
  const entries: [string, unknown][] = op.query
    .filter(() => r.chance(0.85))
    .map((q) => [q.name, sampleFromSchema(q.schema, components, r, known, q.name)]);
  if (kind === 'mutated' || kind === 'junk-query') {
    const target = r.chance(0.7) && entries.length > 0 ? r.int(0, entries.length - 1) : -1;
    if (target >= 0) entries[target]![1] = junkValue(r);
    else entries.push([r.pick([...JUNK_STRINGS, 'orderId', 'a[]', 'a[b]']), junkValue(r)]);
  }
  d.url += query(entries);
  if (op.method === 'DELETE' && r.chance(0.3)) d.json(junkValue(r));
}
