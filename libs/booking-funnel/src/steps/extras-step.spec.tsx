import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@skybook/api-contract';
import { formatMoney } from '@skybook/i18n';
import { englishI18n } from '@skybook/i18n/testing';
import { orderThroughLocalApi, startInProcessApi, type InProcessApi } from '@skybook/edge-server/testing';
import { AppContextFixture } from '@skybook/ssr';
import { ExtrasStepPage } from './extras-step-page.tsx';

// The extras step over the real API in-process (decisions 122, 123): bundles, counts and the bag
// guide as the server offers, prices and checks them.
let server: InProcessApi;
beforeAll(async () => {
  server = await startInProcessApi();
}, 60_000);
afterAll(() => server?.close());
afterEach(() => {
  sessionStorage.clear();
  delete window.dataLayer;
});

const eur = (minor: number) => formatMoney(minor, 'EUR', 'en');
const summary = () => screen.getByRole('complementary', { name: 'Price summary' });

async function extrasPage() {
  const api: ApiClient = server.visitor();
  const order = await orderThroughLocalApi(api, { daysAhead: 14, nights: 5, adults: 1, infants: 1 });
  render(
    <AppContextFixture api={api} i18n={englishI18n}>
      <ExtrasStepPage orderId={order.orderId} onOrder={vi.fn()} onContinue={vi.fn()} />
    </AppContextFixture>,
  );
  const offer = await api.extrasCatalog({ orderId: order.orderId, language: 'en' });
  return { api, order, offer, user: userEvent.setup() };
}

describe('the extras step', () => {
  it('adds a bundle at the server’s price, as one line of the order', async () => {
    const { api, order, offer, user } = await extrasPage();
    const [outbound] = order.flights;
    const comfort = offer.bundles.find((b) => b.bundleId === `bundle-comfort@${outbound!.flightRef}`)!;
    const quote = comfort.passengers.find((p) => p.id === 'p1')!;
    // The infant may not have it: only the adult's card offers it.
    expect(comfort.passengers.map((p) => p.id)).toEqual(['p1']);
    await user.click(
      await screen.findByRole('button', { name: 'Add Comfort bundle for Adult 1, MAD → LIS' }),
    );
    expect(await within(summary()).findByText('Comfort bundle × 1, MAD → LIS, Adult 1')).toBeInTheDocument();
    const after = await api.getOrder({ orderId: order.orderId });
    expect(after.total.amount).toBe(order.total.amount + quote.price);
    await waitFor(() =>
      expect(within(summary()).getByTestId('price-total')).toHaveTextContent(eur(after.total.amount)),
    );
    // Its checked bag now counts as the passenger's, and the bundle may be removed again.
    const card = screen.getByRole('article', { name: 'Adult 1' });
    await waitFor(() =>
      expect(within(card).getByTestId(`count-bag-checked@${outbound!.flightRef}-p1`)).toHaveTextContent('1'),
    );
    // The checked bag and priority boarding both come from it.
    expect(within(card).getAllByText('1 in your bundle')).toHaveLength(2);
    expect(within(card).getByText(`Save ${eur(quote.saving)}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Comfort bundle for Adult 1, MAD → LIS' }));
    await waitFor(async () =>
      expect((await api.getOrder({ orderId: order.orderId })).total.amount).toBe(order.total.amount),
    );
    await waitFor(() =>
      expect(within(card).getByTestId(`count-bag-checked@${outbound!.flightRef}-p1`)).toHaveTextContent('0'),
    );
  });

  it('changes a count on the return flight at the server’s quote', async () => {
    const { api, order, offer, user } = await extrasPage();
    const back = order.flights[1]!;
    const bag = offer.groups
      .flatMap((g) => g.services)
      .find((s) => s.serviceId === `bag-checked@${back.flightRef}`)!;
    const quote = bag.passengers.find((p) => p.id === 'p1')!;
    await user.click(await screen.findByRole('button', { name: 'Return LIS → MAD' }));
    expect(screen.getByRole('button', { name: 'Return LIS → MAD' })).toHaveAttribute('aria-pressed', 'true');
    // Only the chosen flight's services are on the page.
    expect(screen.queryByRole('button', { name: /^Add one .*MAD → LIS$/ })).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Add one Checked bag, 23 kg for Adult 1, LIS → MAD' }),
    );
    expect(
      await within(summary()).findByText('Checked bag, 23 kg × 1, LIS → MAD, Adult 1'),
    ).toBeInTheDocument();
    const after = await api.getOrder({ orderId: order.orderId });
    expect(after.total.amount).toBe(order.total.amount + quote.quotes[1]!.totalCost);
    await waitFor(() =>
      expect(screen.getByTestId(`cost-${bag.serviceId}-p1`)).toHaveTextContent(
        eur(quote.quotes[1]!.totalCost),
      ),
    );
  });

  it('opens the bag-size guide by keyboard, with the server catalog’s sizes', async () => {
    const { offer, user } = await extrasPage();
    const opener = await screen.findByRole('button', { name: 'Bag sizes' });
    opener.focus();
    await user.keyboard('{Enter}');
    const guide = await screen.findByRole('dialog', { name: 'Bag sizes' });
    const cabin = offer.bagGuide.find((a) => a.kind === 'cabin')!;
    const { length, width, height } = cabin.dimensionsCm!;
    expect(within(guide).getByText(`${length} × ${width} × ${height} cm`)).toBeInTheDocument();
    expect(within(guide).getByText(`Up to ${cabin.weightKg} kg`)).toBeInTheDocument();
    expect(within(guide).getByText('Extra weight, +9 kg')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});
