import {
  ApiError,
  type ApiClient,
  type Banner,
  type Domain,
  type Menu,
  type MenuItem,
  type Offer,
  type Region,
  type Slider,
} from '@skybook/api-contract';

const item = (id: number, title: string, link: string, children: MenuItem[] = []): MenuItem => ({
  id,
  title,
  link,
  order: id,
  children,
});

/** The Spain site in the stories: id 1 (the app context fixture's), English and Spanish, euros. */
export const SAMPLE_DOMAIN: Domain = {
  id: 1,
  languages: [
    { id: 1, code: 'en' },
    { id: 2, code: 'es' },
  ],
  languageId: 1,
  currencies: [
    { id: 1, code: 'EUR' },
    { id: 2, code: 'USD' },
  ],
  currencyId: 1,
  country: 'ES',
  telephone: '+34 910 555 010',
  checkin: true,
  facebook: 'https://facebook.example/skybook',
  twitter: null,
  instagram: 'https://instagram.example/skybook',
  tiktok: null,
  footerText: 'Skybook Air, Madrid',
  favicon: '/favicons/es.svg',
  seoTitle: 'Skybook Air — flights between Europe and the Americas',
  seoDescription: 'Cheap flights',
  style: '',
  partnerUrl: 'https://partner.example',
  integrations: { tagManager: null, rum: null, fraudBeacon: null },
};

export const SAMPLE_MENU: Menu = [
  {
    type: 'Header',
    items: [
      item(1, 'Flights', 'en/destinations', [
        item(2, 'Madrid', 'en/destinations'),
        item(3, 'Bogotá', 'en/destinations'),
      ]),
      item(4, 'Baggage', 'en/baggage'),
      item(5, 'My booking', 'actionReserve'),
    ],
  },
  { type: 'Footer', items: [item(10, 'Help', 'en/help', [item(11, 'Baggage', 'en/baggage')])] },
  { type: 'SubFooter', items: [item(20, 'Privacy', 'en/privacy'), item(21, 'Cookies', 'en/cookies')] },
];

export const SAMPLE_REGIONS: Region[] = [
  { id: 1, code: 'es', name: 'Spain', country: 'ES', url: 'http://es.localhost:3000' },
  { id: 7, code: 'us', name: 'USA', country: 'US', url: 'http://us.localhost:3000' },
];

export const SAMPLE_SLIDES: Slider[] = [
  {
    id: 1,
    title: 'Bogotá from Madrid',
    subtitle: 'Daily non-stop flights',
    link: 'en/destinations',
    image: '',
  },
  {
    id: 2,
    title: 'Lisbon for the weekend',
    subtitle: 'Two hours from Madrid',
    link: 'en/destinations',
    image: '',
  },
];

export const SAMPLE_BANNERS: Banner[] = [
  { id: 1, title: 'Check in online', text: 'From 48 hours before departure', link: 'en/checkin', image: '' },
  { id: 2, title: 'Extra bags', text: 'Cheaper when you book them now', link: 'en/baggage', image: '' },
];

export const SAMPLE_OFFERS: Offer[] = [
  {
    id: 1,
    title: 'Bogotá',
    originCode: 'MAD',
    destinationCode: 'BOG',
    image: '',
    amount: 41_900,
    currencyCode: 'EUR',
  },
  {
    id: 2,
    title: 'Lisbon',
    originCode: 'MAD',
    destinationCode: 'LIS',
    image: '/images/destinations/lis.svg',
    amount: 4_900,
    currencyCode: 'EUR',
  },
  {
    id: 3,
    title: 'Cancún',
    originCode: 'MAD',
    destinationCode: 'CUN',
    image: '/images/destinations/cun.svg',
    amount: 52_500,
    currencyCode: 'EUR',
  },
];

export type SiteApi = Pick<
  ApiClient,
  | 'getDomain'
  | 'getMenu'
  | 'getRegions'
  | 'getSliders'
  | 'getBanners'
  | 'getOffers'
  | 'getSession'
  | 'reservationLookup'
  | 'subscribeNewsletter'
  | 'airports'
>;

/**
 * The site's content endpoints for stories: the sample domain, menus, regions, slides, banners
 * and offers; no session; a lookup that knows no booking (the form then offers the partner's site).
 */
export function fakeSiteApi(opts: { offers?: 'ok' | 'fails' } = {}): SiteApi {
  return {
    getDomain: async () => SAMPLE_DOMAIN,
    getMenu: async () => SAMPLE_MENU,
    getRegions: async () => SAMPLE_REGIONS,
    getSliders: async () => SAMPLE_SLIDES,
    getBanners: async () => SAMPLE_BANNERS,
    getOffers: async () => {
      if (opts.offers === 'fails') throw new Error('offline');
      return SAMPLE_OFFERS;
    },
    getSession: async () => null,
    reservationLookup: async () => {
      throw new ApiError(404, { error: 'reservation.not_found' });
    },
    subscribeNewsletter: async () => ({ status: 'confirmation_sent' }),
    airports: async () => [],
  };
}

/** What `useSiteData()` gives the chrome, for the sample site at `/en`. */
export const SAMPLE_SITE = {
  domain: SAMPLE_DOMAIN,
  menu: SAMPLE_MENU,
  regions: SAMPLE_REGIONS,
  languageId: 1,
  preview: false,
  pathname: '/en',
  locale: 'en',
};
