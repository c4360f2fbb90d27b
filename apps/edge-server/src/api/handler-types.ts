import type * as v from 'valibot';
import type { EndpointName, Endpoints } from '@skybook/api-contract';
import type { Identity, SessionControl } from '../identity/identity-middleware.ts';

/** What the server knows about the caller of an endpoint, beyond the validated body. */
export interface RequestContext {
  /** The regional domain of the request's host (spec §9: unknown hosts are region 1). */
  domainId: number;
  requestId: string;
  ip: string;
  /** The `Host` the visitor used (lower case, port kept): anyone can set it, so never build a link from it. */
  host: string;
  /** The scheme the visitor used, `http` or `https` (behind the load balancer: `X-Forwarded-Proto`). */
  protocol: string;
  /** Where absolute links (mails, sitemap) point: from configuration, never from `Host` (decision 018). */
  publicOrigin(): Promise<string>;
  /** The verified caller (spec §4): anonymous, an agency user with their agency, or null. */
  identity: Identity;
  /** Signs the caller in or out by writing this response's identity cookies. */
  session: SessionControl;
}

/** The server side of every endpoint: validated input plus the request's context. */
export type Handlers = {
  [K in EndpointName]: (
    input: v.InferOutput<Endpoints[K]['request']>,
    ctx: RequestContext,
  ) => Promise<v.InferInput<Endpoints[K]['response']>>;
};
