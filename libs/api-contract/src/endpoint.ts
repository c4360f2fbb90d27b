import type * as v from 'valibot';

/**
 * Error statuses an operation answers beyond the ones every operation can (400 invalid input,
 * 500; and for a body: 403 foreign origin, 413 too large, 415 not JSON). The OpenAPI document
 * lists them with the shared error body; the fuzz and contract tests fail on any status an
 * operation answers that it does not declare (decision 057).
 */
export type ErrorStatus = 401 | 402 | 403 | 404 | 409 | 410 | 422 | 429 | 503;

/**
 * Who may call: `public` needs nothing; `visitor` acts for the caller's identity cookie (the
 * anonymous one a browser gets on its first call, or an agency's), e.g. their own orders;
 * `agency` needs a signed-in agency user (401 otherwise).
 */
export type Access = 'public' | 'visitor' | 'agency';

/** One `/api` call: the schemas both sides validate with, and how it is reached. */
export interface Endpoint<
  TRequest extends v.GenericSchema = v.GenericSchema,
  TResponse extends v.GenericSchema = v.GenericSchema,
> {
  method: 'GET' | 'POST' | 'DELETE';
  path: `/api/${string}`;
  summary: string;
  request: TRequest;
  response: TResponse;
  access: Access;
  errors?: readonly ErrorStatus[];
}

export function defineEndpoint<TRequest extends v.GenericSchema, TResponse extends v.GenericSchema>(
  endpoint: Endpoint<TRequest, TResponse>,
): Endpoint<TRequest, TResponse> {
  return endpoint;
}

/** A GET answering a file rather than JSON (boarding passes): its query and content type. */
export interface FileEndpoint<TQuery extends v.GenericSchema = v.GenericSchema> {
  method: 'GET';
  path: `/api/${string}`;
  summary: string;
  query: TQuery;
  contentType: string;
  access: Access;
  errors?: readonly ErrorStatus[];
}

export type RequestOf<E extends Endpoint> = v.InferInput<E['request']>;
export type ResponseOf<E extends Endpoint> = v.InferOutput<E['response']>;
