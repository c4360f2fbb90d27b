// Test-only entry (`@skybook/site-content/testing`): the sample site's content for stories.
export { SiteFixture } from './site-fixture.tsx';
export * from './site-fixtures.ts';
