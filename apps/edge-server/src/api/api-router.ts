import express, { type ErrorRequestHandler, type Request, type Router } from 'express';
import * as v from 'valibot';
import {
  DomainError,
  REQUEST_PARSE_CONFIG,
  fieldErrors,
  fileEndpoints,
  toOpenApi,
  unsafeInputFields,
  type ApiErrorBody,
  type EndpointName,
} from '@skybook/api-contract';
import type { Handlers, RequestContext } from './handler-types.ts';
import { sendDomainError } from './domain-error-response.ts';
import { endpoints } from './server-endpoints.ts';
import { TOKEN_COOKIE } from '../identity/identity-cookies.ts';

/**
 * `/api/*`: each endpoint of the contract, validated on the way in (400 with a key per
 * field) and on the way out. Unknown API paths are JSON 404s, never the HTML 404 page.
 */
export function apiRouter(handlers: Handlers, contextOf: (req: Request) => Promise<RequestContext>): Router {
  const router = express.Router();
  router.use(express.json({ limit: '100kb' }));
  const openApi = toOpenApi(
    endpoints,
    { title: 'Skybook API', version: '1' },
    { identityCookie: TOKEN_COOKIE, files: fileEndpoints },
  );
  router.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });

  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint = endpoints[name];
    const handler = handlers[name] as (input: unknown, ctx: RequestContext) => Promise<unknown>;
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'delete';
    router[method](endpoint.path.replace(/^\/api/, ''), async (req, res) => {
      const raw: unknown = endpoint.method === 'GET' ? req.query : (req.body ?? {});
      // Whatever a schema forgot: NUL and other control characters, unsafe numbers, deep nesting.
      const unsafe = unsafeInputFields(raw);
      if (unsafe) {
        res.status(400).json({ error: 'errors.validation', fields: unsafe } satisfies ApiErrorBody);
        return;
      }
      const input = v.safeParse(endpoint.request, raw, REQUEST_PARSE_CONFIG);
      if (!input.success) {
        res
          .status(400)
          .json({ error: 'errors.validation', fields: fieldErrors(input.issues) } satisfies ApiErrorBody);
        return;
      }
      res.json(v.parse(endpoint.response, await handler(input.output, await contextOf(req))));
    });
  }

  router.use((_req, res) => {
    res.status(404).json({ error: 'errors.not_found' } satisfies ApiErrorBody);
  });
  router.use(apiErrors);
  return router;
}

const apiErrors: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const requestId = String(req.id ?? '');
  if (err instanceof DomainError) {
    sendDomainError(res, err, requestId);
    return;
  }
  const status = (err as { status?: unknown }).status;
  const type = (err as { type?: unknown }).type;
  if (type === 'entity.parse.failed') {
    res.status(400).json({ error: 'errors.malformed_json', requestId });
  } else if (typeof status === 'number' && status >= 400 && status < 500) {
    res
      .status(status)
      .json({ error: status === 413 ? 'errors.payload_too_large' : 'errors.bad_request', requestId });
  } else {
    req.log.error({ err }, 'api handler failed');
    res.status(500).json({ error: 'errors.message', requestId });
  }
};
