// Public API of @skybook/checkin-pages: the traveller's online check-in pages, as the app's routes
// compose them (`/{lang}/checkin`, `/{lang}/checkin/{step}`).
export { CheckinStartPage } from './checkin-start-page.tsx';
export { CheckinStepScreen } from './checkin-step-screen.tsx';
export { isCheckinStep, validateCheckinSearch } from './checkin-search.ts';
