// Test-only entry (`@skybook/booking-funnel/testing`): an in-memory order API for stories and tests.
export { fakeOrderApi, sampleOrder, type OrderApi } from './order-fixture.ts';
export { FakeCardField } from './fake-card-field.tsx';
