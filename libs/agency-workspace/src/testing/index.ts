// Test-only entry (`@skybook/agency-workspace/testing`): the agency's fixed answers for stories.
export { PortalFixture } from './portal-fixture.tsx';
export * from './portal-fixtures.ts';
