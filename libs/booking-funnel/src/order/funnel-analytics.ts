import { useEffect, useRef } from 'react';
import { funnelEvent, pushEvent, type FunnelStep } from '@skybook/analytics';
import type { Order } from '@skybook/api-contract';
import { todayIso } from '../search/iso-date.ts';
import { tripOf } from './order-dates.ts';

/** The extra services an order holds, by catalog id (`bag-checked@123` → `bag-checked`). */
export function extraCodes(order: Pick<Order, 'lines'>): string[] {
  return order.lines.filter((l) => l.kind === 'extra').map((l) => l.code.split('@')[0]!);
}

/** Pushes the step's funnel event once per order, when its data is there (never during SSR). */
export function useFunnelEvent(step: FunnelStep, order: Order | undefined): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!order || sent.current === order.orderId) return;
    sent.current = order.orderId;
    pushEvent(funnelEvent({ step, ...tripOf(order), extraServices: extraCodes(order), today: todayIso() }));
  }, [step, order]);
}
