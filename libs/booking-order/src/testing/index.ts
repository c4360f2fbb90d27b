// Test-only entry (`@skybook/booking-order/testing`): an in-memory order API and a fake card field
// for stories and tests of every feature that shows an order.
export { fakeOrderApi, sampleOrder } from './order-fixture.ts';
export { FakeCardField, cardFieldTokenizingWith } from './fake-card-field.tsx';
