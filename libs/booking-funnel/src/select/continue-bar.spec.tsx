import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type ApiClient, type Hold } from '@skybook/api-contract';
import { JOURNEYS } from '../testing/fixtures.ts';
import { renderWithI18n } from '../testing/render-with-i18n.tsx';
import { ContinueBar } from './continue-bar.tsx';

const [basic, classic] = JOURNEYS[0]!.fares;
const hold: Hold = {
  holdId: '7d9f4a4e-8a57-4c1e-9d5b-1f2a3b4c5d6e',
  status: 'active',
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  total: { amount: 110800, currency: 'EUR' },
  passengers: { adults: 1, children: 0, infants: 0 },
  journeys: [],
};

function renderBar(createHold: ApiClient['createHold'], chosen = { outbound: basic, inbound: classic }) {
  const onHeld = vi.fn();
  const onStale = vi.fn();
  renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <ContinueBar
        chosen={chosen}
        needsInbound
        passengers={1}
        locale="en"
        createHold={createHold}
        onHeld={onHeld}
        onStale={onStale}
      />
    </QueryClientProvider>,
  );
  return { onHeld, onStale };
}

describe('ContinueBar', () => {
  it('waits for a fare in each direction', async () => {
    const user = userEvent.setup();
    const createHold = vi.fn();
    renderBar(createHold, { outbound: basic, inbound: undefined });
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(createHold).not.toHaveBeenCalled();
  });

  it('holds both offers, shows the countdown and moves on', async () => {
    const user = userEvent.setup();
    const createHold = vi.fn(async () => hold);
    const { onHeld } = renderBar(createHold);
    expect(screen.getByText('Total: 1,108.00 €')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/);
    expect(createHold).toHaveBeenCalledWith({
      offerIds: [basic!.offerId, classic!.offerId],
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(onHeld).toHaveBeenCalledWith(hold.holdId);
  });

  it('says a fare sold out, keeps the same idempotency key on retry and offers a new search', async () => {
    const user = userEvent.setup();
    const createHold = vi.fn(async () => {
      throw new ApiError(409, { error: 'errors.sold_out' });
    });
    const { onStale, onHeld } = renderBar(createHold);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That fare has just sold out.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert');
    const keys = createHold.mock.calls.map(
      (call) => (call as unknown as [{ idempotencyKey: string }])[0].idempotencyKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(onHeld).not.toHaveBeenCalled();
  });

  it('explains expired prices', async () => {
    const user = userEvent.setup();
    renderBar(async () => {
      throw new ApiError(410, { error: 'errors.offer_expired' });
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These prices have expired. Search again for current fares.',
    );
  });

  it('names the offer problem of a 400 and offers a new search', async () => {
    const user = userEvent.setup();
    const { onStale } = renderBar(async () => {
      throw new ApiError(400, {
        error: 'errors.validation',
        fields: { 'offerIds.1': 'errors.offers_mismatch' },
      });
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('These flights cannot be booked together.');
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    expect(onStale).toHaveBeenCalledTimes(1);
  });
});
