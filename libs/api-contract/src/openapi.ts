import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { Endpoint, ErrorStatus, FileEndpoint } from './endpoint.ts';
import { MenuItem } from './content.ts';
import { ApiErrorBody } from './errors.ts';

/** Recursive schemas get a name of their own in `components.schemas`. */
const NAMED = { MenuItem };

type Json = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input (`errors.validation` with a message key per field) or malformed JSON',
  401: 'Not signed in as an agency user (or wrong credentials at sign-in)',
  402: 'Payment refused (card declined, insufficient agency credit)',
  403: 'Forbidden: a foreign `Origin`, or a role that may not do this',
  404: 'Not found (or not yours: nobody learns what exists)',
  409: 'Conflicts with the current state (sold out, price changed, seat taken, window closed, …)',
  410: 'Gone: the offer or hold expired',
  413: 'Body larger than 100 kB',
  415: 'A body that is not `application/json`',
  422: 'The idempotency key was used with a different request',
  429: 'Too many attempts; `retry-after` says how many seconds to wait',
  500: 'Unexpected failure; the body carries only a message key and the request id',
  503: 'A dependency (mail) is unavailable; try again',
};

/**
 * Every generated schema's `$defs` (recursive schemas such as the menu tree) become shared
 * `components.schemas`, and their `#/$defs/…` references point there; empty `required` lists
 * and `$schema` markers are dropped. Same definition, same name: the menu item is listed once.
 */
function schemaCollector() {
  const components: Record<string, JsonSchema> = {};
  const names = new Map<string, string>();
  const rewrite = (node: unknown, refs: Map<string, string>): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, refs));
    if (node === null || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$schema' || key === '$defs') continue;
      if (key === 'required' && Array.isArray(value) && value.length === 0) continue;
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
        out[key] = `#/components/schemas/${refs.get(value.slice('#/$defs/'.length)) ?? 'missing'}`;
      } else out[key] = rewrite(value, refs);
    }
    return out;
  };
  const add = (hint: string, s: v.GenericSchema): JsonSchema => {
    const generated = toJsonSchema(s, {
      errorMode: 'ignore',
      target: 'draft-2020-12',
      definitions: NAMED,
    }) as Json;
    const defs = (generated['$defs'] ?? {}) as Record<string, unknown>;
    const refs = new Map<string, string>();
    for (const [key, def] of Object.entries(defs)) {
      const text = JSON.stringify(def);
      let name = names.get(text);
      if (!name) {
        name = /^\d+$/.test(key) ? `${hint}${key}` : key;
        names.set(text, name);
      }
      refs.set(key, name);
    }
    for (const [key, def] of Object.entries(defs))
      components[refs.get(key)!] = rewrite(def, refs) as JsonSchema;
    return rewrite(generated, refs) as JsonSchema;
  };
  return { add, components };
}

const errorResponse = (status: number) => ({
  description: STATUS_TEXT[status] ?? 'Error',
  ...(status === 429
    ? {
        headers: {
          'retry-after': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } },
        },
      }
    : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
});

/** The error statuses an operation declares plus those every operation (or every body) can answer. */
export function statusesOf(e: { method: string; access: string; errors?: readonly ErrorStatus[] }): number[] {
  const all = new Set<number>([400, 500, ...(e.errors ?? [])]);
  if (e.method !== 'GET') for (const s of [403, 413, 415]) all.add(s);
  if (e.access === 'agency') all.add(401);
  return [...all].sort((a, b) => a - b);
}

const securityOf = (access: string) =>
  access === 'agency'
    ? { security: [{ identityCookie: [] }] }
    : access === 'visitor'
      ? { security: [{ identityCookie: [] }, {}] }
      : { security: [] };

/**
 * An OpenAPI 3.1 document generated from the same valibot schemas the handlers validate with:
 * each operation with its access (the identity cookie as an `apiKey` security scheme), every
 * status it can answer with the shared error body, and the file routes with their content types.
 */
export function toOpenApi(
  endpoints: Record<string, Endpoint>,
  info: { title: string; version: string },
  opts: { identityCookie?: string; files?: Record<string, FileEndpoint> } = {},
) {
  const schemas = schemaCollector();
  const errorBody = schemas.add('ApiErrorBody', ApiErrorBody);
  const paths: Record<string, Record<string, unknown>> = {};
  const responsesOf = (e: Endpoint | FileEndpoint, ok: Json) => {
    const responses: Json = { '200': ok };
    for (const status of statusesOf(e)) responses[String(status)] = errorResponse(status);
    return responses;
  };

  for (const [operationId, e] of Object.entries(endpoints)) {
    const json = (s: v.GenericSchema, hint: string) => ({
      content: { 'application/json': { schema: schemas.add(hint, s) } },
    });
    paths[e.path] = {
      ...paths[e.path],
      [e.method.toLowerCase()]: {
        operationId,
        summary: e.summary,
        ...securityOf(e.access),
        ...(e.method === 'GET'
          ? {}
          : { requestBody: { required: e.method === 'POST', ...json(e.request, `${operationId}Request`) } }),
        responses: responsesOf(e, { description: 'OK', ...json(e.response, `${operationId}Response`) }),
      },
    };
  }

  for (const [operationId, f] of Object.entries(opts.files ?? {})) {
    const entries = (f.query as unknown as { entries?: Record<string, v.GenericSchema> }).entries ?? {};
    paths[f.path] = {
      ...paths[f.path],
      get: {
        operationId,
        summary: f.summary,
        ...securityOf(f.access),
        parameters: Object.entries(entries).map(([name, s]) => ({
          name,
          in: 'query',
          required: s.type !== 'optional',
          schema: schemas.add(`${operationId}${name}`, s),
        })),
        responses: responsesOf(f, {
          description: 'The file',
          content: {
            [f.contentType]: {
              schema: f.contentType.startsWith('image/svg')
                ? { type: 'string' }
                : { type: 'string', contentMediaType: f.contentType },
            },
          },
        }),
      },
    };
  }

  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      schemas: { ...schemas.components, ApiErrorBody: errorBody },
      securitySchemes: {
        identityCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: opts.identityCookie ?? 'sb_token',
          description:
            'The signed identity token, httpOnly. Any first call gets an anonymous one; `/api/login` sets an agency one.',
        },
      },
    },
  };
}
