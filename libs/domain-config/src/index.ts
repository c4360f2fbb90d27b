export { domainQuery } from './domain-query.ts';
export { domainHead, pageHead } from './domain-head.ts';
export { DEFAULT_CURRENCY, defaultCurrency, defaultLocale, languageIdOf } from './preference-rules.ts';
export { bannersQuery, offersQuery, pageQuery, regionsQuery, slidersQuery, type ContentScope } from './content-queries.ts';
export { offersNeedReload, showOffersFetching } from './offers-rules.ts';
export { isPreview, usePreview } from './use-preview.ts';
