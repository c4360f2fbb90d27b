import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepIndicator } from './step-indicator.tsx';

const STEPS = ['Flights', 'Extras', 'Passengers', 'Payment'].map((label) => ({
  id: label.toLowerCase(),
  label,
}));

function renderAt(current: string) {
  render(
    <StepIndicator
      steps={STEPS}
      current={current}
      label="Booking steps"
      compact={`Step ? of 4 · ${current}`}
      doneLabel="completed"
    />,
  );
  return within(screen.getByRole('navigation', { name: 'Booking steps' }));
}

describe('StepIndicator', () => {
  it('is an ordered list with the current step marked aria-current="step"', () => {
    const nav = renderAt('passengers');
    const items = nav.getAllByRole('listitem');
    expect(nav.getByRole('list').tagName).toBe('OL');
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    expect(items.map((li) => li.dataset['state'])).toEqual(['done', 'done', 'current', 'next']);
  });

  it('tells a screen reader which steps are done', () => {
    const nav = renderAt('extras');
    const [flights, extras] = nav.getAllByRole('listitem');
    expect(flights).toHaveTextContent(/Flights\s*\(completed\)/);
    expect(extras).not.toHaveTextContent('completed');
  });

  it('fills the compact bar to the current step', () => {
    const nav = renderAt('extras');
    expect(nav.getByTestId('step-compact')).toHaveTextContent('Step ? of 4 · extras');
    const segments = [...document.querySelectorAll<HTMLElement>('nav > span > span')];
    expect(segments.map((s) => s.hasAttribute('data-filled'))).toEqual([true, true, false, false]);
  });
});
