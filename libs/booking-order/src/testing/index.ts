// Test-only entry (`@skybook/booking-order/testing`): fixed answers of the order API for stories, and
// the test card field for stories and component tests of every feature that shows an order.
export { fakeOrderApi, sampleOrder } from './order-fixture.ts';
export { FakeCardField, cardFieldTokenizingWith } from './fake-card-field.tsx';
