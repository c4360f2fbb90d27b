import {
  getBanners,
  getContentPage,
  getMenu,
  getOffers,
  getSliders,
  listRegionHostsLike,
  type Db,
} from '@skybook/db';
import { ttlCache } from '../http/ttl-cache.ts';
import { regionAudience } from './region-audience.ts';
import { CONTENT_TTL_MS } from './content-ttl.ts';
import type { Handlers } from './handler-types.ts';
import { DomainError } from '@skybook/api-contract';

type ContentHandlers = Pick<
  Handlers,
  'getMenu' | 'getBanners' | 'getOffers' | 'getSliders' | 'getPage' | 'getRegions'
>;

/**
 * Regional content (spec §7): read often, edited rarely, so each lookup is cached per process until
 * the content generation moves (decision 087).
 */
export function createContentHandlers(db: Db, generation?: () => number): ContentHandlers {
  const key = (o: object) => JSON.stringify(o);
  const cached = <V>(load: (k: string) => Promise<V>) => ttlCache(load, CONTENT_TTL_MS, Date.now, generation);
  const menu = cached((k: string) => getMenu(db, JSON.parse(k)));
  const offers = cached((k: string) => getOffers(db, JSON.parse(k)));
  const banners = cached((k: string) => getBanners(db, JSON.parse(k)));
  const sliders = cached((k: string) => getSliders(db, JSON.parse(k)));
  const regions = ttlCache((host: string) => listRegionHostsLike(db, host), 60_000, Date.now, generation);
  return {
    getMenu: (i) =>
      menu(key({ domainId: i.domain_id, languageId: i.language_id, preview: i.new_state === 1 })),
    getBanners: (i) => banners(key({ domainId: i.domain_id, languageId: i.language_id })),
    getSliders: (i) =>
      sliders(key({ domainId: i.domain_id, languageId: i.language_id, preview: i.new_state === 1 })),
    getOffers: (i) =>
      offers(
        key({
          domainId: i.domain_id,
          languageId: i.language_id,
          preview: i.new_state === 1,
          currencyCode: i.currency_code,
        }),
      ),
    async getPage(i) {
      const page = await getContentPage(db, {
        domainId: i.domain_id,
        languageId: i.language_id,
        link: i.link,
      });
      if (!page) throw new DomainError(404, 'errors.page_not_found', { link: 'errors.not_found' });
      return page;
    },
    async getRegions(_input, ctx) {
      // The port of the caller's host carries over, so `mx.localhost:3000` links to `pt.localhost:3000`.
      const port = /:\d+$/.exec(ctx.host)?.[0] ?? '';
      const rows = await regions(ctx.host.replace(/:\d+$/, ''));
      return rows.flatMap(({ id, code, name, host }) => {
        const audience = regionAudience(code);
        if (!audience) return [];
        return [{ id, code, name, country: audience.country, url: `${ctx.protocol}://${host}${port}` }];
      });
    },
  };
}
