import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { Endpoint } from './endpoint.ts';
import { ApiErrorBody } from './errors.ts';

const schema = (s: v.GenericSchema) => toJsonSchema(s, { errorMode: 'ignore', target: 'openapi-3.0' });

/** An OpenAPI 3 document generated from the same valibot schemas the handlers validate with. */
export function toOpenApi(endpoints: Record<string, Endpoint>, info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, e] of Object.entries(endpoints)) {
    const json = (s: v.GenericSchema) => ({ content: { 'application/json': { schema: schema(s) } } });
    paths[e.path] = {
      ...paths[e.path],
      [e.method.toLowerCase()]: {
        operationId,
        summary: e.summary,
        ...(e.method === 'GET' ? {} : { requestBody: { required: true, ...json(e.request) } }),
        responses: {
          '200': { description: 'OK', ...json(e.response) },
          '400': { description: 'Invalid input, with a message key per field', ...json(ApiErrorBody) },
        },
      },
    };
  }
  return { openapi: '3.0.3', info, paths };
}
