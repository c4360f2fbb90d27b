import type { DemoRegion } from '../demo-regions.ts';
import { PAGES } from './pages.ts';
import { BANNERS, CITY, PREVIEW_SLIDE, SLIDES, WORDS, citySlug, type ContentLang } from './words.ts';

const LANGUAGE_IDS: Record<ContentLang, number> = { en: 1, es: 2, pt: 3 };
const CONTENT_LANGS: ContentLang[] = ['en', 'es', 'pt'];

/** Offer routes shown by each region (origin, destination, EUR cents); the last one is preview-only. */
const OFFER_ROUTES: Record<string, Array<[string, string, number]>> = {
  mx: [
    ['MEX', 'MAD', 48_900],
    ['CUN', 'MAD', 45_900],
    ['MEX', 'LIS', 51_900],
    ['CUN', 'OPO', 55_900],
  ],
  hn: [
    ['SAP', 'MAD', 52_900],
    ['SAP', 'LIS', 56_900],
    ['SAP', 'OPO', 59_900],
  ],
  cr: [
    ['SJO', 'MAD', 49_900],
    ['SJO', 'LIS', 53_900],
    ['SJO', 'OPO', 57_900],
  ],
  do: [
    ['SDQ', 'MAD', 42_900],
    ['PUJ', 'MAD', 39_900],
    ['PUJ', 'LIS', 44_900],
  ],
  pt: [
    ['LIS', 'PUJ', 38_900],
    ['OPO', 'CUN', 43_900],
    ['LIS', 'MIA', 36_900],
    ['OPO', 'JFK', 41_900],
  ],
  us: [
    ['MIA', 'MAD', 34_900],
    ['JFK', 'LIS', 32_900],
    ['MIA', 'LIS', 35_900],
  ],
};
const DEFAULT_ROUTES: Array<[string, string, number]> = [
  ['MAD', 'CUN', 41_900],
  ['MAD', 'PUJ', 39_900],
  ['LIS', 'MIA', 36_900],
  ['MAD', 'JFK', 33_900],
];

/** Demo exchange rates from EUR; offers are priced in every currency the product sells in. */
const RATES: Record<string, number> = { EUR: 1, USD: 1.08, MXN: 19.5, HNL: 26.8, CRC: 560, DOP: 64 };

export interface MenuRow {
  id: number;
  domainId: number;
  languageId: number;
  menuType: 'Header' | 'Footer' | 'SubFooter';
  parentId: number | null;
  title: string;
  link: string;
  sortOrder: number;
  state: 'live' | 'new';
}

type MenuNode = { title: string; link: string; order: number; state?: 'live' | 'new'; children?: MenuNode[] };

function headerMenu(l: ContentLang): MenuNode[] {
  const city = (code: string, order: number): MenuNode => ({
    title: CITY[code]![l],
    link: `${l}/destinations/${citySlug(code)}`,
    order,
  });
  return [
    {
      title: WORDS.flights[l],
      link: `${l}`,
      order: 1,
      children: [
        {
          title: WORDS.europe[l],
          link: `${l}/destinations`,
          order: 1,
          children: [city('MAD', 1), city('LIS', 1), city('OPO', 2)],
        },
        {
          title: WORDS.americas[l],
          link: `${l}/destinations`,
          order: 2,
          children: [city('CUN', 1), city('PUJ', 1), city('JFK', 2)],
        },
      ],
    },
    {
      title: WORDS.travelInfo[l],
      link: `${l}/baggage`,
      order: 2,
      children: [
        { title: WORDS.baggage[l], link: `${l}/baggage`, order: 1 },
        { title: WORDS.checkin[l], link: `${l}/checkin`, order: 1 },
        { title: WORDS.contact[l], link: `${l}/contact`, order: 2 },
        { title: WORDS.claims[l], link: `${l}/solicitudes/reclamaciones`, order: 2 },
      ],
    },
    { title: WORDS.hotels[l], link: `https://hotels.skybook.example/?lang=${l}`, order: 3 },
    { title: WORDS.myBooking[l], link: 'actionManageReserve', order: 4 },
    { title: WORDS.holidays[l], link: `https://holidays.skybook.example/${l}`, order: 5, state: 'new' },
  ];
}

function footerMenu(l: ContentLang): MenuNode[] {
  return [
    {
      title: WORDS.about[l],
      link: `${l}/contact`,
      order: 1,
      children: [
        { title: WORDS.contact[l], link: `${l}/contact`, order: 1 },
        { title: WORDS.claims[l], link: `${l}/solicitudes/reclamaciones`, order: 2 },
      ],
    },
    {
      title: WORDS.travelInfo[l],
      link: `${l}/baggage`,
      order: 2,
      children: [
        { title: WORDS.baggage[l], link: `${l}/baggage`, order: 1 },
        { title: WORDS.destinations[l], link: `${l}/destinations`, order: 2 },
      ],
    },
    {
      title: WORDS.company[l],
      link: `${l}/legal`,
      order: 3,
      children: [
        { title: WORDS.agencies[l], link: `${l}/ta`, order: 1 },
        { title: WORDS.careers[l], link: 'https://careers.skybook.example', order: 2 },
      ],
    },
  ];
}

const subFooterMenu = (l: ContentLang): MenuNode[] => [
  { title: WORDS.legal[l], link: `${l}/legal`, order: 1 },
  { title: WORDS.privacy[l], link: `${l}/privacy`, order: 2 },
  { title: WORDS.cookies[l], link: `${l}/cookies`, order: 3 },
];

/** Flattens the trees with fixed ids: region, language and position make each id. */
export function menuRows(region: DemoRegion): MenuRow[] {
  const rows: MenuRow[] = [];
  for (const l of CONTENT_LANGS) {
    let n = 0;
    const base = region.id * 100_000 + LANGUAGE_IDS[l] * 10_000;
    const walk = (menuType: MenuRow['menuType'], nodes: MenuNode[], parentId: number | null) => {
      for (const node of nodes) {
        const id = base + ++n;
        rows.push({
          id,
          domainId: region.id,
          languageId: LANGUAGE_IDS[l],
          menuType,
          parentId,
          title: node.title,
          link: node.link,
          sortOrder: node.order,
          state: node.state ?? 'live',
        });
        walk(menuType, node.children ?? [], id);
      }
    };
    walk('Header', headerMenu(l), null);
    walk('Footer', footerMenu(l), null);
    walk('SubFooter', subFooterMenu(l), null);
  }
  return rows;
}

const fill = (text: string, city: string) => text.replace('{city}', city);

export function offerRows(region: DemoRegion) {
  const routes = OFFER_ROUTES[region.code] ?? DEFAULT_ROUTES;
  const offers = [];
  const prices = [];
  for (const l of CONTENT_LANGS) {
    for (const [i, [origin, destination, eurCents]] of routes.entries()) {
      const id = region.id * 1_000 + LANGUAGE_IDS[l] * 100 + i + 1;
      const isPreview = i === routes.length - 1;
      const city = CITY[destination]![l];
      offers.push({
        id,
        domainId: region.id,
        languageId: LANGUAGE_IDS[l],
        originCode: origin,
        destinationCode: destination,
        title: fill(isPreview ? WORDS.previewOffer[l] : WORDS.offerTitle[l], city),
        image: `/images/destinations/${destination.toLowerCase()}.svg`,
        sortOrder: i + 1,
        state: isPreview ? 'new' : 'live',
      });
      for (const [currencyCode, rate] of Object.entries(RATES)) {
        // Whole units look like a fare ("from 489 €"), so round the converted price up to one.
        prices.push({ offerId: id, currencyCode, amountMinor: Math.ceil((eurCents * rate) / 100) * 100 - 1 });
      }
    }
  }
  return { offers, prices };
}

export function bannerRows(region: DemoRegion) {
  return CONTENT_LANGS.flatMap((l) =>
    BANNERS[l].map((b, i) => ({
      id: region.id * 1_000 + LANGUAGE_IDS[l] * 100 + i + 1,
      domainId: region.id,
      languageId: LANGUAGE_IDS[l],
      title: b.title,
      text: b.text,
      link: `${l}/${b.page}`,
      image: `/images/banners/${b.page}.svg`,
      sortOrder: i + 1,
    })),
  );
}

export function sliderRows(region: DemoRegion) {
  return CONTENT_LANGS.flatMap((l) =>
    [...SLIDES[l], PREVIEW_SLIDE[l]].map((s, i) => ({
      id: region.id * 1_000 + LANGUAGE_IDS[l] * 100 + i + 1,
      domainId: region.id,
      languageId: LANGUAGE_IDS[l],
      title: s.title,
      subtitle: s.subtitle,
      link: `${l}/destinations`,
      image: `/images/slides/slide-${i + 1}.svg`,
      sortOrder: i + 1,
      state: i === SLIDES[l].length ? 'new' : 'live',
    })),
  );
}

export function pageRows(region: DemoRegion) {
  return CONTENT_LANGS.flatMap((l) =>
    Object.entries(PAGES).map(([link, text]) => {
      const page = text[l];
      const body = page.body.map((p) =>
        p.replace('{telephone}', region.domain.telephone).replace('{company}', region.domain.footerText),
      );
      return {
        domainId: region.id,
        languageId: LANGUAGE_IDS[l],
        link,
        title: page.title,
        description: page.description,
        body,
      };
    }),
  );
}
