import type { Request } from 'express';
import { findRegionIdByHost, type Db } from '@skybook/db';
import type { RequestContext } from '../api/handler-types.ts';
import type { IdentityService } from '../identity/identity-middleware.ts';
import { ttlCache } from './ttl-cache.ts';

/** Builds each request's context; host → region changes only with a deployment, so a minute is plenty. */
export function requestContextResolver(
  db: Db,
  identity: Pick<IdentityService, 'identityOf' | 'sessionOf'>,
): (req: Request) => Promise<RequestContext> {
  const regionOfHost = ttlCache((host: string) => findRegionIdByHost(db, host), 60_000);
  return async (req) => {
    const host = (req.get('host') ?? '').toLowerCase();
    return {
      domainId: await regionOfHost(host),
      requestId: String(req.id ?? ''),
      ip: req.ip ?? '',
      host,
      protocol: req.protocol,
      identity: identity.identityOf(req),
      session: identity.sessionOf(req),
    };
  };
}
