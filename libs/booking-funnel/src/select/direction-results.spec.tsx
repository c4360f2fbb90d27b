import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOURNEYS } from '../testing/fixtures.ts';
import { renderWithI18n } from '../testing/render-with-i18n.tsx';
import { DirectionResults } from './direction-results.tsx';

const flights = () => screen.getAllByRole('article').map((a) => a.getAttribute('data-journey'));

function renderResults(journeys = JOURNEYS, onSelect = vi.fn()) {
  renderWithI18n(
    <DirectionResults
      direction="outbound"
      heading="Outbound: Madrid to Bogotá"
      subheading="Tuesday, December 1, 2026"
      calendar={null}
      journeys={journeys}
      selectedOfferId={undefined}
      onSelect={onSelect}
      locale="en"
    />,
  );
  return onSelect;
}

describe('DirectionResults', () => {
  it('shows a loading state while searching, not a blank screen', () => {
    renderWithI18n(
      <DirectionResults
        direction="outbound"
        heading="Outbound"
        subheading=""
        calendar={null}
        journeys={undefined}
        selectedOfferId={undefined}
        onSelect={vi.fn()}
        locale="en"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Searching for the best fares…');
  });

  it('sorts by price first, and by departure or duration on request', async () => {
    const user = userEvent.setup();
    renderResults();
    expect(flights()).toEqual(['SB103-SB205-2026-12-01', 'SB101-2026-12-01', 'SB107-2026-12-01']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Shortest duration');
    expect(flights()).toEqual(['SB107-2026-12-01', 'SB101-2026-12-01', 'SB103-SB205-2026-12-01']);
  });

  it('filters by stops and departure time, with a count and an empty state', async () => {
    const user = userEvent.setup();
    renderResults();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stops' }), 'direct');
    expect(flights()).toEqual(['SB101-2026-12-01', 'SB107-2026-12-01']);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 flights');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Departure time' }), 'afternoon');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No flights match these filters.')).toBeVisible();
  });

  it('shows local times, duration, stops, fare conditions and seats left', () => {
    renderResults();
    expect(screen.getByRole('article', { name: /^11:30\sAM MAD to 3:45\sPM BOG$/ })).toBeInTheDocument();
    const sb101 = screen
      .getAllByRole('article')
      .find((a) => a.getAttribute('data-journey') === 'SB101-2026-12-01')!;
    expect(sb101).toHaveTextContent('11:30 AM'); // 10:30Z in Madrid
    expect(sb101).toHaveTextContent('3:45 PM'); // 20:45Z in Bogotá
    expect(sb101).toHaveTextContent('10h 15m');
    expect(sb101).toHaveTextContent('Direct');
    const basic = within(sb101).getByRole('radio', { name: 'Basic 489.00 €' });
    expect(basic).toHaveAccessibleDescription(expect.stringContaining('Cabin bag only'));
    expect(basic).toHaveAccessibleDescription(expect.stringContaining('Only 3 seats left'));
    const classic = within(sb101).getByRole('radio', { name: 'Classic 619.00 €' });
    expect(classic).toHaveAccessibleDescription(expect.stringContaining('Changes for 75.00 €'));
    const oneStop = screen
      .getAllByRole('article')
      .find((a) => a.getAttribute('data-journey') === 'SB103-SB205-2026-12-01')!;
    expect(oneStop).toHaveTextContent('1 stop via LIS');
    const late = screen
      .getAllByRole('article')
      .find((a) => a.getAttribute('data-journey') === 'SB107-2026-12-01')!;
    expect(late).toHaveTextContent('+1');
    expect(late).toHaveAccessibleName(/, arrives the next day$/);
  });

  it('chooses a fare with the keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = renderResults();
    const sb101 = screen
      .getAllByRole('article')
      .find((a) => a.getAttribute('data-journey') === 'SB101-2026-12-01')!;
    within(sb101).getByRole('radio', { name: 'Flex 899.00 €' }).focus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ family: 'flex', offerId: 'offer-flex-89900' }),
      expect.objectContaining({ key: 'SB101-2026-12-01' }),
    );
  });
});
