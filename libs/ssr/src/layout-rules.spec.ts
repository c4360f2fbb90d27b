import { describe, expect, it } from 'vitest';
import { layoutFor } from './layout-rules.ts';

describe('layoutFor (spec §2 layout by route-name group)', () => {
  it('gives home a sticky navbar, the full footer and the mobile check-in bar', () => {
    expect(layoutFor('index')).toEqual({ navbar: 'sticky', footer: 'full', mobileCheckinBar: true });
  });

  it.each(['extras', 'passengers', 'payment', 'select'])(
    'hides the navbar on %s and uses the funnel footer',
    (name) => {
      expect(layoutFor(name)).toEqual({ navbar: 'hidden', footer: 'funnel', mobileCheckinBar: false });
    },
  );

  it.each(['confirmation', 'checkin-step', 'manage', 'ta', 'ta-agents'])(
    'shows the navbar with the funnel footer on %s',
    (name) => {
      expect(layoutFor(name)).toEqual({ navbar: 'static', footer: 'funnel', mobileCheckinBar: false });
    },
  );

  it.each(['checkin', 'claims', 'link', 'manage-confirmation', 'error'])(
    'uses the full footer on %s',
    (name) => {
      expect(layoutFor(name).footer).toBe('full');
    },
  );
});
