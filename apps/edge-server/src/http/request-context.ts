import type { Request } from 'express';
import { configuredHostFor, findRegionIdByHost, type Db } from '@skybook/db';
import type { RequestContext } from '../api/handler-types.ts';
import type { IdentityService } from '../identity/identity-middleware.ts';
import { ttlCache } from './ttl-cache.ts';

const isLoopback = (name: string) =>
  name === 'localhost' ||
  name.endsWith('.localhost') ||
  /^127\.\d+\.\d+\.\d+$/.test(name) ||
  name === '[::1]';

/**
 * The origin of absolute links (mails, sitemap) for a request — from configuration, never from
 * its `Host` (decision 049): a configured region host, else `PUBLIC_BASE_URL`, else the region's
 * production host. Loopback names keep their port so local development links work; no other
 * host's port is echoed.
 */
export function publicOriginResolver(db: Db, publicBaseUrl: string | undefined) {
  const hostFor = ttlCache((key: string) => {
    const [regionId, host] = key.split('|') as [string, string];
    return configuredHostFor(db, host, Number(regionId));
  }, 60_000);
  return async (host: string, protocol: string, domainId: number): Promise<string> => {
    const name = host.replace(/:\d+$/, '');
    const port = /:\d+$/.exec(host)?.[0] ?? '';
    if (isLoopback(name)) return `${protocol}://${name}${port}`;
    const configured = await hostFor(`${domainId}|${name}`);
    if (configured && configured.host === name) return `${protocol}://${name}`;
    if (publicBaseUrl) return publicBaseUrl;
    return configured ? `https://${configured.host}` : 'http://localhost';
  };
}

/** Builds each request's context; host → region changes only with a deployment, so a minute is plenty. */
export function requestContextResolver(
  db: Db,
  identity: Pick<IdentityService, 'identityOf' | 'sessionOf'>,
  opts: { publicBaseUrl?: string | undefined } = {},
): (req: Request) => Promise<RequestContext> {
  const regionOfHost = ttlCache((host: string) => findRegionIdByHost(db, host), 60_000);
  const originOf = publicOriginResolver(db, opts.publicBaseUrl);
  return async (req) => {
    const host = (req.get('host') ?? '').toLowerCase();
    const domainId = await regionOfHost(host);
    return {
      domainId,
      requestId: String(req.id ?? ''),
      ip: req.ip ?? '',
      host,
      protocol: req.protocol,
      publicOrigin: () => originOf(host, req.protocol, domainId),
      identity: identity.identityOf(req),
      session: identity.sessionOf(req),
    };
  };
}
