import type * as v from 'valibot';

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
}

export function defineEndpoint<TRequest extends v.GenericSchema, TResponse extends v.GenericSchema>(
  endpoint: Endpoint<TRequest, TResponse>,
): Endpoint<TRequest, TResponse> {
  return endpoint;
}

export type RequestOf<E extends Endpoint> = v.InferInput<E['request']>;
export type ResponseOf<E extends Endpoint> = v.InferOutput<E['response']>;
