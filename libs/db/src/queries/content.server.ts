import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Banner, ContentPage, Menu, MenuItem, MenuType, Offer, Slider } from '@skybook/api-contract';
import type { Db } from '../client.server.ts';
import { banners, contentPages, languages, menuItems, offerPrices, offers, sliders } from '../schema.ts';

export interface ContentScope {
  domainId: number;
  languageId: number;
  /** Preview mode: content staged as `new` is shown too. */
  preview: boolean;
}

const states = (preview: boolean) => (preview ? ['live', 'new'] : ['live']);
const MENU_TYPES: MenuType[] = ['Header', 'Footer', 'SubFooter'];

/** The menu trees; an item whose parent is hidden (not live) is hidden with it. */
export async function getMenu(db: Db, { domainId, languageId, preview }: ContentScope): Promise<Menu> {
  const rows = await db
    .select()
    .from(menuItems)
    .where(
      and(
        eq(menuItems.domainId, domainId),
        eq(menuItems.languageId, languageId),
        inArray(menuItems.state, states(preview)),
      ),
    )
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  const nodes = new Map<number, MenuItem>(
    rows.map((r) => [r.id, { id: r.id, title: r.title, link: r.link, order: r.sortOrder, children: [] }]),
  );
  const roots: Record<MenuType, MenuItem[]> = { Header: [], Footer: [], SubFooter: [] };
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    if (row.parentId === null) roots[row.menuType as MenuType]?.push(node);
    else nodes.get(row.parentId)?.children.push(node);
  }
  return MENU_TYPES.map((type) => ({ type, items: roots[type] }));
}

/** Offers priced in `currencyCode`; an offer not sold in that currency is left out. */
export async function getOffers(db: Db, scope: ContentScope & { currencyCode: string }): Promise<Offer[]> {
  return db
    .select({
      id: offers.id,
      title: offers.title,
      originCode: offers.originCode,
      destinationCode: offers.destinationCode,
      image: offers.image,
      amount: offerPrices.amountMinor,
      currencyCode: offerPrices.currencyCode,
    })
    .from(offers)
    .innerJoin(
      offerPrices,
      and(eq(offerPrices.offerId, offers.id), eq(offerPrices.currencyCode, scope.currencyCode)),
    )
    .where(
      and(
        eq(offers.domainId, scope.domainId),
        eq(offers.languageId, scope.languageId),
        inArray(offers.state, states(scope.preview)),
      ),
    )
    .orderBy(asc(offers.sortOrder), asc(offers.id));
}

export async function getBanners(
  db: Db,
  { domainId, languageId }: Omit<ContentScope, 'preview'>,
): Promise<Banner[]> {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      text: banners.text,
      link: banners.link,
      image: banners.image,
    })
    .from(banners)
    .where(and(eq(banners.domainId, domainId), eq(banners.languageId, languageId)))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}

export async function getSliders(db: Db, { domainId, languageId, preview }: ContentScope): Promise<Slider[]> {
  return db
    .select({
      id: sliders.id,
      title: sliders.title,
      subtitle: sliders.subtitle,
      link: sliders.link,
      image: sliders.image,
    })
    .from(sliders)
    .where(
      and(
        eq(sliders.domainId, domainId),
        eq(sliders.languageId, languageId),
        inArray(sliders.state, states(preview)),
      ),
    )
    .orderBy(asc(sliders.sortOrder), asc(sliders.id));
}

export async function getContentPage(
  db: Db,
  key: { domainId: number; languageId: number; link: string },
): Promise<ContentPage | null> {
  const [page] = await db
    .select()
    .from(contentPages)
    .where(
      and(
        eq(contentPages.domainId, key.domainId),
        eq(contentPages.languageId, key.languageId),
        eq(contentPages.link, key.link),
      ),
    )
    .limit(1);
  return page
    ? {
        link: page.link,
        title: page.title,
        description: page.description,
        body: page.body,
        updatedAt: page.updatedAt.toISOString(),
      }
    : null;
}

/** Every content page of a domain with the language code it is written in (for the sitemap). */
export async function listContentPages(
  db: Db,
  domainId: number,
): Promise<Array<{ link: string; languageCode: string; updatedAt: Date }>> {
  return db
    .select({ link: contentPages.link, languageCode: languages.code, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .innerJoin(languages, eq(languages.id, contentPages.languageId))
    .where(eq(contentPages.domainId, domainId))
    .orderBy(asc(contentPages.link), asc(languages.code));
}
