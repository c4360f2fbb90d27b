import { afterEach, describe, expect, it } from 'vitest';
import { funnelEvent, pageErrorEvent, pushEvent } from './index.ts';

describe('funnelEvent', () => {
  it('describes a return trip at the extras step', () => {
    expect(
      funnelEvent({
        step: 'extras',
        origin: 'MAD',
        destination: 'CUN',
        checkIn: '2026-12-24',
        checkOut: '2027-01-06',
        extraServices: ['bag-checked', 'priority', 'bag-checked'],
        today: '2026-11-23',
      }),
    ).toEqual({
      event: 'funnel',
      order_step: 2,
      step_name: 'extras',
      origin: 'MAD',
      destination: 'CUN',
      check_in: '2026-12-24',
      check_out: '2027-01-06',
      extra_service: 'bag-checked,priority',
      product: 'Vuelo MAD - CUN',
      anticipation: 31,
      fly_type: 'round_trip',
    });
  });

  it('marks a one-way trip and never counts negative anticipation', () => {
    const event = funnelEvent({
      step: 'select',
      origin: 'LIS',
      destination: 'MAD',
      checkIn: '2026-11-22',
      today: '2026-11-23',
    });
    expect(event).toMatchObject({
      order_step: 1,
      fly_type: 'one_way',
      check_out: null,
      extra_service: null,
      anticipation: 0,
    });
  });

  it('counts days across a DST change as whole days', () => {
    expect(
      funnelEvent({
        step: 'payment',
        origin: 'A',
        destination: 'B',
        checkIn: '2027-04-01',
        today: '2027-03-01',
      }).anticipation,
    ).toBe(31);
  });
});

describe('data layer', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('creates window.dataLayer and appends in order', () => {
    pushEvent(pageErrorEvent({ errorType: 'http_404', pageUrl: '/en/nope' }));
    pushEvent({ event: 'x' });
    expect(window.dataLayer).toEqual([
      { event: 'page_error', error_type: 'http_404', page_url: '/en/nope', additional_info: null },
      { event: 'x' },
    ]);
  });

  it('keeps what a tag manager already put there', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    pushEvent({ event: 'y' });
    expect(window.dataLayer.map((e) => e.event)).toEqual(['gtm.js', 'y']);
  });
});
