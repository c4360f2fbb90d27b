/** Demo content for the nine regional sites of spec §3. Data only; `seed.ts` writes it. */
export const LANGUAGES = [
  { id: 1, code: 'en' },
  { id: 2, code: 'es' },
  { id: 3, code: 'pt' },
  // Stored but never offered: proves domain languages are filtered to en/es/pt.
  { id: 4, code: 'fr' },
];

export const CURRENCIES = [
  { id: 1, code: 'EUR', minorUnits: 2 },
  { id: 2, code: 'USD', minorUnits: 2 },
  { id: 3, code: 'MXN', minorUnits: 2 },
  { id: 4, code: 'HNL', minorUnits: 2 },
  { id: 5, code: 'CRC', minorUnits: 2 },
  { id: 6, code: 'DOP', minorUnits: 2 },
];

const lang = { en: 1, es: 2, pt: 3, fr: 4 } as const;
const cur = { EUR: 1, USD: 2, MXN: 3, HNL: 4, CRC: 5, DOP: 6 } as const;
const social = (network: string, handle: string) => `https://www.${network}.com/${handle}`;

export interface DemoRegion {
  id: number;
  code: string;
  name: string;
  productionHost: string;
  languageIds: number[];
  currencyIds: number[];
  domain: {
    /** ISO 3166-1 alpha-2: where the site's phone inputs start. */
    country: string;
    defaultLanguageId: number;
    defaultCurrencyId: number;
    telephone: string;
    checkin: boolean;
    facebook: string | null;
    twitter: string | null;
    instagram: string | null;
    tiktok: string | null;
    footerText: string;
    seoTitle: string;
    seoDescription: string;
    style: string;
  };
}

/** The demo code-share partner whose bookings the check-in form sends on (spec §2). */
export const PARTNER_URL = 'https://www.partner-airline.example';

export const REGIONS: DemoRegion[] = [
  {
    id: 1,
    code: 'mx',
    name: 'Mexico',
    productionHost: 'mx.skybook.example',
    languageIds: [lang.es, lang.en],
    currencyIds: [cur.EUR, cur.USD, cur.MXN],
    domain: {
      country: 'MX',
      defaultLanguageId: lang.es,
      defaultCurrencyId: cur.MXN,
      telephone: '+52 55 5000 1234',
      checkin: true,
      facebook: social('facebook', 'skybookmx'),
      twitter: social('twitter', 'skybookmx'),
      instagram: social('instagram', 'skybookmx'),
      tiktok: social('tiktok', '@skybookmx'),
      footerText: 'Skybook Air México, S.A. de C.V. — Av. Paseo de la Reforma 250, Ciudad de México.',
      seoTitle: 'Skybook Air México | Vuelos baratos a Europa',
      seoDescription: 'Vuela de Cancún y Ciudad de México a Madrid, Lisboa y Oporto al mejor precio.',
      style: '--color-accent: #0b7a3e;',
    },
  },
  {
    id: 2,
    code: 'hn',
    name: 'Honduras',
    productionHost: 'hn.skybook.example',
    languageIds: [lang.es, lang.en],
    currencyIds: [cur.EUR, cur.USD, cur.HNL],
    domain: {
      country: 'HN',
      defaultLanguageId: lang.es,
      defaultCurrencyId: cur.HNL,
      telephone: '+504 2200 1234',
      checkin: false,
      facebook: social('facebook', 'skybookhn'),
      twitter: social('twitter', 'skybookhn'),
      instagram: social('instagram', 'skybookhn'),
      tiktok: null,
      footerText: 'Skybook Air Honduras — Colonia Palmira, Tegucigalpa.',
      seoTitle: 'Skybook Air Honduras | Vuelos desde San Pedro Sula',
      seoDescription: 'Vuelos desde San Pedro Sula a España y Portugal.',
      style: '--color-accent: #00639b;',
    },
  },
  {
    id: 3,
    code: 'cr',
    name: 'Costa Rica',
    productionHost: 'cr.skybook.example',
    languageIds: [lang.es, lang.en],
    currencyIds: [cur.EUR, cur.USD, cur.CRC],
    domain: {
      country: 'CR',
      defaultLanguageId: lang.es,
      defaultCurrencyId: cur.CRC,
      telephone: '+506 4000 1234',
      checkin: true,
      facebook: social('facebook', 'skybookcr'),
      twitter: null,
      instagram: social('instagram', 'skybookcr'),
      tiktok: null,
      footerText: 'Skybook Air Costa Rica — Paseo Colón, San José.',
      seoTitle: 'Skybook Air Costa Rica | Vuelos desde San José',
      seoDescription: 'De San José a Madrid y Lisboa con tarifas claras.',
      style: '--color-accent: #a3122a;',
    },
  },
  {
    id: 4,
    code: 'do',
    name: 'Dominican Republic',
    productionHost: 'do.skybook.example',
    languageIds: [lang.es, lang.en],
    currencyIds: [cur.EUR, cur.USD, cur.DOP],
    domain: {
      country: 'DO',
      defaultLanguageId: lang.es,
      defaultCurrencyId: cur.DOP,
      telephone: '+1 809 200 1234',
      checkin: true,
      facebook: social('facebook', 'skybookdo'),
      twitter: social('twitter', 'skybookdo'),
      instagram: social('instagram', 'skybookdo'),
      tiktok: social('tiktok', '@skybookdo'),
      footerText: 'Skybook Air Dominicana — Av. Winston Churchill, Santo Domingo.',
      seoTitle: 'Skybook Air República Dominicana | Punta Cana y Santo Domingo',
      seoDescription: 'Vuelos directos de Punta Cana y Santo Domingo a Europa.',
      style: '--color-accent: #b4461b;',
    },
  },
  {
    id: 5,
    code: 'pt',
    name: 'Portugal',
    productionHost: 'pt.skybook.example',
    languageIds: [lang.pt, lang.en, lang.es],
    currencyIds: [cur.EUR, cur.USD],
    domain: {
      country: 'PT',
      defaultLanguageId: lang.pt,
      defaultCurrencyId: cur.EUR,
      telephone: '+351 210 000 123',
      checkin: true,
      facebook: social('facebook', 'skybookpt'),
      twitter: null,
      instagram: social('instagram', 'skybookpt'),
      tiktok: social('tiktok', '@skybookpt'),
      footerText: 'Skybook Air Portugal, Lda. — Avenida da Liberdade 110, Lisboa.',
      seoTitle: 'Skybook Air Portugal | Voos para as Caraíbas e a América',
      seoDescription: 'Voe de Lisboa e do Porto para Punta Cana, Cancún e Nova Iorque.',
      style: '--color-accent: #00734d;',
    },
  },
  {
    id: 6,
    code: 'stg',
    name: 'Staging web',
    productionHost: 'stg.skybook.example',
    languageIds: [lang.en, lang.es, lang.pt, lang.fr],
    currencyIds: [cur.EUR, cur.USD],
    domain: {
      country: 'ES',
      defaultLanguageId: lang.en,
      defaultCurrencyId: cur.EUR,
      telephone: '+34 910 000 999',
      checkin: true,
      facebook: null,
      twitter: null,
      instagram: null,
      tiktok: null,
      footerText: 'Skybook staging site — not for bookings.',
      seoTitle: 'Skybook Air (staging)',
      seoDescription: 'Staging copy of the Skybook Air site.',
      style: '',
    },
  },
  {
    id: 7,
    code: 'us',
    name: 'USA',
    productionHost: 'us.skybook.example',
    languageIds: [lang.en, lang.es],
    currencyIds: [cur.EUR, cur.USD],
    domain: {
      country: 'US',
      defaultLanguageId: lang.en,
      defaultCurrencyId: cur.USD,
      telephone: '+1 305 555 0100',
      checkin: true,
      facebook: social('facebook', 'skybookus'),
      twitter: social('twitter', 'skybookus'),
      instagram: social('instagram', 'skybookus'),
      tiktok: social('tiktok', '@skybookus'),
      footerText: 'Skybook Air USA Inc. — 1001 Brickell Bay Drive, Miami, FL.',
      seoTitle: 'Skybook Air USA | Flights from Miami and New York to Europe',
      seoDescription: 'Low fares from Miami and New York to Madrid, Lisbon and Porto.',
      style: '--color-accent: #1d4f91;',
    },
  },
  {
    id: 8,
    code: 'www2',
    name: 'Secondary www',
    productionHost: 'www2.skybook.example',
    languageIds: [lang.en, lang.es, lang.pt],
    currencyIds: [cur.EUR, cur.USD],
    domain: {
      country: 'ES',
      defaultLanguageId: lang.en,
      defaultCurrencyId: cur.EUR,
      telephone: '+34 910 000 000',
      checkin: true,
      facebook: social('facebook', 'skybook'),
      twitter: social('twitter', 'skybook'),
      instagram: null,
      tiktok: null,
      footerText: 'Skybook Air, S.L. — Calle de Alcalá 50, Madrid.',
      seoTitle: 'Skybook Air | Flights between Europe and the Americas',
      seoDescription: 'Book flights between Europe and the Americas.',
      style: '',
    },
  },
  {
    id: 9,
    code: 'www',
    name: 'Main site',
    productionHost: 'www.skybook.example',
    languageIds: [lang.en, lang.es, lang.pt],
    currencyIds: [cur.EUR, cur.USD],
    domain: {
      country: 'ES',
      defaultLanguageId: lang.en,
      defaultCurrencyId: cur.EUR,
      telephone: '+34 910 000 000',
      checkin: true,
      facebook: social('facebook', 'skybook'),
      twitter: social('twitter', 'skybook'),
      instagram: social('instagram', 'skybook'),
      tiktok: social('tiktok', '@skybook'),
      footerText: 'Skybook Air, S.L. — Calle de Alcalá 50, Madrid.',
      seoTitle: 'Skybook Air | Flights between Europe and the Americas',
      seoDescription: 'Low fares between Madrid, Lisbon, Porto and the Caribbean, Mexico and the USA.',
      style: '',
    },
  },
];

/** Production, test, pre, staging and local hosts of a region. */
export function hostsOf(
  region: DemoRegion,
): Array<{ host: string; kind: 'production' | 'test' | 'pre' | 'staging' | 'local' }> {
  return [
    { host: region.productionHost, kind: 'production' },
    { host: `test-${region.code}.skybook.example`, kind: 'test' },
    { host: `pre-${region.code}.skybook.example`, kind: 'pre' },
    { host: `staging-${region.code}.skybook.example`, kind: 'staging' },
    { host: `${region.code}.localhost`, kind: 'local' },
  ];
}
