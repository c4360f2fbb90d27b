import { useEffect } from 'react';
import { funnelEvent, pushEvent, type FunnelStep } from '@skybook/analytics';
import type { Order } from '@skybook/api-contract';
import { todayIso } from '../search/iso-date.ts';
import { tripOf } from './order-dates.ts';

/** The extra services an order holds, by catalog id (`bag-checked@123` → `bag-checked`). */
export function extraCodes(order: Pick<Order, 'lines'>): string[] {
  return order.lines.filter((l) => l.kind === 'extra').map((l) => l.code.split('@')[0]!);
}

// Steps already reported in this page's life: back/forward between steps is not a new step reached.
const reported = new Set<string>();

/** Pushes the step's funnel event once per order and step, when its data is there (never during SSR). */
export function useFunnelEvent(step: FunnelStep, order: Order | undefined): void {
  useEffect(() => {
    if (!order || reported.has(`${order.orderId}:${step}`)) return;
    reported.add(`${order.orderId}:${step}`);
    pushEvent(funnelEvent({ step, ...tripOf(order), extraServices: extraCodes(order), today: todayIso() }));
  }, [step, order]);
}
