import type { DataLayerEvent } from './data-layer.ts';

/** The booking funnel's steps in their order (spec §2). */
export const FUNNEL_STEPS = ['select', 'extras', 'passengers', 'payment', 'confirmation'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export interface FunnelFacts {
  step: FunnelStep;
  /** IATA codes of the journey's first origin and final destination. */
  origin: string;
  destination: string;
  /** Local departure day of the outbound, `YYYY-MM-DD`. */
  checkIn: string;
  /** Local departure day of the return, `YYYY-MM-DD`; absent one way. */
  checkOut?: string | undefined;
  /** Codes of the extra services chosen so far. */
  extraServices?: readonly string[];
  /** The visitor's today, `YYYY-MM-DD`. */
  today: string;
}

const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / 86_400_000;

/** Spec §3 funnel event: one per step, with the search it belongs to. */
export function funnelEvent(facts: FunnelFacts): DataLayerEvent {
  return {
    event: 'funnel',
    order_step: FUNNEL_STEPS.indexOf(facts.step) + 1,
    step_name: facts.step,
    origin: facts.origin,
    destination: facts.destination,
    check_in: facts.checkIn,
    check_out: facts.checkOut ?? null,
    extra_service: [...new Set(facts.extraServices ?? [])].sort().join(',') || null,
    product: `Vuelo ${facts.origin} - ${facts.destination}`,
    // Whole days between today and departure; never negative (a same-day booking is 0).
    anticipation: Math.max(0, Math.round(dayNumber(facts.checkIn) - dayNumber(facts.today))),
    fly_type: facts.checkOut ? 'round_trip' : 'one_way',
  };
}

export interface PageErrorFacts {
  /** A stable key: `http_404`, `http_500`, `errors.card_declined`… */
  errorType: string;
  pageUrl: string;
  additionalInfo?: string | undefined;
}

/** Spec §3 error event: what went wrong, where, and any detail worth grouping by. */
export function pageErrorEvent(facts: PageErrorFacts): DataLayerEvent {
  return {
    event: 'page_error',
    error_type: facts.errorType,
    page_url: facts.pageUrl,
    additional_info: facts.additionalInfo ?? null,
  };
}
