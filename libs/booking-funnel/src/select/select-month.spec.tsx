import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@skybook/api-contract';
import { formatIsoDay, formatMoney } from '@skybook/i18n';
import { englishI18n } from '@skybook/i18n/testing';
import { startInProcessApi, type InProcessApi } from '@skybook/edge-server/testing';
import { AppContextFixture } from '@skybook/ssr';
import { addDays, addMonths, startOfMonth, todayIso } from '../search/iso-date.ts';
import type { FlightSearch } from '../search/select-search.ts';
import { SelectResults } from './select-results.tsx';

// The month of lowest totals over the real API in-process: what each day says is the server's
// cheapest offer for the whole party that day, and choosing a day searches it like the strip.
let server: InProcessApi;
beforeAll(async () => {
  server = await startInProcessApi();
}, 60_000);
afterAll(() => server?.close());

const today = todayIso();
const depart = addDays(today, 3);
/** Two adults and an infant in pesos: every total is for all three. */
const request: FlightSearch = {
  origin: 'MAD',
  destination: 'CUN',
  departDate: depart,
  adults: 2,
  children: 0,
  infants: 1,
  currency: 'MXN',
};

function renderResults(api: ApiClient) {
  const onSearchChange = vi.fn();
  render(
    <AppContextFixture api={api} i18n={englishI18n}>
      <SelectResults
        request={request}
        today={today}
        locale="en"
        onSearchChange={onSearchChange}
        onHeld={vi.fn()}
      />
    </AppContextFixture>,
  );
  return { onSearchChange };
}

const cellOf = (day: string) => document.querySelector<HTMLElement>(`[role="gridcell"][data-date="${day}"]`)!;

describe('the month of lowest totals on the select page', () => {
  it("opens on the searched day with the server's cheapest total for the party, moves by keyboard and searches the chosen day", async () => {
    const api = server.visitor();
    const user = userEvent.setup();
    const { onSearchChange } = renderResults(api);
    const toggle = screen.getByRole('button', { name: 'Month of departure prices' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    expect(screen.getByRole('grid', { name: formatIsoDay(depart, 'en', 'month') })).toBeInTheDocument();
    const { outbound } = await api.searchFlights({ ...request, departDate: depart });
    const cheapest = outbound
      .flatMap((j) => j.fares)
      .reduce((a, b) => (b.total.amount < a.total.amount ? b : a));
    const family = { basic: 'Basic', classic: 'Classic', flex: 'Flex' }[cheapest.family];
    const price = formatMoney(cheapest.total.amount, 'MXN', 'en', { whole: true });
    await waitFor(() =>
      expect(cellOf(depart).getAttribute('aria-label')).toMatch(
        new RegExp(
          `^${formatIsoDay(depart, 'en', 'long')}, from ${price.replace('$', '\\$')} for 3 passengers, ${family} fare`,
        ),
      ),
    );
    // The day with the keyboard focus also tells its exact total and its family's inclusions.
    const details = screen.getByText(`${formatIsoDay(depart, 'en')}: from`, { exact: false });
    expect(details).toHaveTextContent(formatMoney(cheapest.total.amount, 'MXN', 'en'));
    const bags = cheapest.conditions.checkedBags;
    expect(details.nextElementSibling).toHaveTextContent(bags ? `${bags} checked bag` : 'Cabin bag only');
    if (startOfMonth(addDays(today, -1)) === startOfMonth(depart))
      expect(cellOf(addDays(today, -1))).toHaveAttribute('aria-disabled', 'true');

    // The grid holds the focus on the searched day; arrows move it, Enter searches that day.
    expect(cellOf(depart)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cellOf(addDays(depart, 1))).toHaveFocus();
    await waitFor(() => expect(cellOf(addDays(depart, 1))).not.toHaveAttribute('aria-disabled'));
    await user.keyboard('{Enter}');
    expect(onSearchChange).toHaveBeenCalledWith(expect.objectContaining({ depart: addDays(depart, 1) }));
    expect(within(document.body).queryByRole('grid')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('shows the days past the schedule as without flights and closes on Escape', async () => {
    const user = userEvent.setup();
    const { onSearchChange } = renderResults(server.visitor());
    const toggle = screen.getByRole('button', { name: 'Month of departure prices' });
    await user.click(toggle);
    await user.keyboard('{PageDown}');
    const next = addMonths(depart, 1);
    expect(cellOf(next)).toHaveFocus();
    // The in-process network has 3 weeks of flights: the next month ends without any.
    const last = addDays(startOfMonth(addMonths(startOfMonth(depart), 2)), -1);
    await waitFor(() =>
      expect(cellOf(last)).toHaveAccessibleName(`${formatIsoDay(last, 'en', 'long')}, no flights`),
    );
    expect(cellOf(last)).toHaveAttribute('aria-disabled', 'true');
    await user.click(cellOf(last));
    expect(onSearchChange).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
