import type { Decorator } from '@storybook/react-vite';
import { CardFieldContext } from '@skybook/booking-order';
import { FakeCardField, fakeOrderApi, sampleOrder } from '@skybook/booking-order/testing';
import { SiteFixture } from '@skybook/site-content/testing';

const order = sampleOrder();
const paid = sampleOrder({
  status: 'CONFIRMED',
  bookingReference: 'K7MX2Q',
  contact: { email: 'ana@example.com', phone: '+34612345678' },
});

/**
 * The app's step routes read `?order=` from the URL (`parameters.path`) and move on by
 * navigating. Over fixed answers about the sample order (`parameters.paid`: the confirmed one);
 * the test card field stands in for the gateway's.
 */
export const funnelStepDecorator: Decorator = (Story, { parameters }) => (
  <SiteFixture
    url={`${(parameters['path'] as string).replace('$lang', 'en')}?order=${order.orderId}`}
    route={parameters['path'] as string}
    api={fakeOrderApi(parameters['paid'] ? paid : order)}
  >
    <CardFieldContext.Provider value={FakeCardField}>
      <Story />
    </CardFieldContext.Provider>
  </SiteFixture>
);

/** The manage routes read the reference and name (or the order and change) from `parameters.url`. */
export const manageStepDecorator: Decorator = (Story, { parameters }) => (
  <SiteFixture url={parameters['url'] as string} route={parameters['route'] as string}>
    <Story />
  </SiteFixture>
);
