import * as v from 'valibot';

/** Spec §7 request fields are snake_case; ids are positive 32-bit integers. */
const Id = v.pipe(
  v.number('errors.invalid_type'),
  v.integer('errors.invalid_type'),
  v.minValue(1, 'errors.out_of_range'),
  v.maxValue(2_147_483_647, 'errors.out_of_range'),
);
/** Spec §4 preview mode: 1 shows content staged as new, 0 only what is live. */
const NewState = v.picklist([0, 1], 'errors.invalid_new_state');
export const CurrencyCodeField = v.pipe(
  v.string('errors.invalid_type'),
  v.regex(/^[A-Z]{3}$/, 'errors.invalid_currency'),
);

export const GetMenuRequest = v.object(
  { domain_id: Id, language_id: Id, new_state: NewState },
  'errors.required',
);
export const GetBannersRequest = v.object({ domain_id: Id, language_id: Id }, 'errors.required');
export const GetSlidersRequest = v.object(
  { domain_id: Id, language_id: Id, new_state: NewState },
  'errors.required',
);
export const GetOffersRequest = v.object(
  { domain_id: Id, language_id: Id, currency_code: CurrencyCodeField, new_state: NewState },
  'errors.required',
);
export const GetPageRequest = v.object(
  {
    domain_id: Id,
    language_id: Id,
    link: v.pipe(v.string('errors.invalid_type'), v.regex(/^[a-z0-9-]{1,80}$/, 'errors.invalid_link')),
  },
  'errors.required',
);

/** Spec §3 Menu item (the active flag is interface state, not data). */
export interface MenuItem {
  id: number;
  title: string;
  link: string;
  order: number;
  children: MenuItem[];
}
export const MenuItem: v.GenericSchema<MenuItem> = v.object({
  id: v.number(),
  title: v.string(),
  link: v.string(),
  order: v.number(),
  children: v.array(v.lazy(() => MenuItem)),
});
export const MenuType = v.picklist(['Header', 'Footer', 'SubFooter']);
export type MenuType = v.InferOutput<typeof MenuType>;
/** Every menu of the domain and language; the navbar and footer select theirs by type. */
export const Menu = v.array(v.object({ type: MenuType, items: v.array(MenuItem) }));
export type Menu = v.InferOutput<typeof Menu>;

/** Spec §3 Offer: a "from" price in minor units of `currencyCode`. */
export const Offer = v.object({
  id: v.number(),
  title: v.string(),
  originCode: v.string(),
  destinationCode: v.string(),
  image: v.string(),
  amount: v.number(),
  currencyCode: v.string(),
});
export type Offer = v.InferOutput<typeof Offer>;

export const Banner = v.object({
  id: v.number(),
  title: v.string(),
  text: v.string(),
  link: v.string(),
  image: v.string(),
});
export type Banner = v.InferOutput<typeof Banner>;
export const Slider = v.object({
  id: v.number(),
  title: v.string(),
  subtitle: v.string(),
  link: v.string(),
  image: v.string(),
});
export type Slider = v.InferOutput<typeof Slider>;

export const ContentPage = v.object({
  link: v.string(),
  title: v.string(),
  description: v.string(),
  body: v.array(v.string()),
  updatedAt: v.string(),
});
export type ContentPage = v.InferOutput<typeof ContentPage>;

/**
 * A regional site a traveller may switch to, with its host in the caller's environment (production,
 * test, local…). `name` is the internal name (back office, logs); the
 * selector shows the `country` (ISO 3166-1 alpha-2) in the page's language, or "International"
 * when it is null (a site for every country).
 */
export const Region = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  country: v.nullable(v.string()),
  url: v.string(),
});
export type Region = v.InferOutput<typeof Region>;
export const GetRegionsRequest = v.object({});
