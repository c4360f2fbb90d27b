import type { Offer } from '@skybook/api-contract';

/** Spec §4: on start, offers reload if any of them is priced in another currency than the selected one. */
export const offersNeedReload = (offers: readonly Offer[] | undefined, currency: string): boolean =>
  (offers ?? []).some((offer) => offer.currencyCode !== currency);

/** Spec §4: the fetching indicator for a currency change shows on the home page only. */
export const showOffersFetching = (isFetching: boolean, isHome: boolean): boolean => isFetching && isHome;
