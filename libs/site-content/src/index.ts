// Public API of @skybook/site-content: what the airline's content team edits, as the booking
// site's routes compose it — the home page's hero slides, offers and banners, and CMS pages.
export { HeroSlides } from './home/hero-slides.tsx';
export { BannerStrip } from './home/banner-strip.tsx';
export { OffersSection } from './home/offers-section.tsx';
export { ContentPage } from './content-page.tsx';
export { DESTINATIONS, destinationBySlug } from './destinations/destination-catalogue.ts';
export { DestinationPage } from './destinations/destination-page.tsx';
export { DestinationsIndex } from './destinations/destinations-index.tsx';
export { lowestFareQuery } from './destinations/lowest-fare-query.ts';
