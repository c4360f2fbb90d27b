export { domainQuery } from './domain-query.ts';
export { pageHead } from './domain-head.ts';
export { homeSeo, pageTitle, routeTitle, type PageSeo } from './page-title.ts';
export { defaultCurrency, defaultLocale, languageIdOf } from './preference-rules.ts';
export { bannersQuery, offersQuery, pageQuery, regionsQuery, slidersQuery } from './content-queries.ts';
export { offersNeedReload, showOffersFetching } from './offers-rules.ts';
export { isPreview, usePreview } from './use-preview.ts';
export { usePhoneCountry } from './use-phone-country.ts';
