import { useSearch } from '@tanstack/react-router';
import { HoldStatus, rememberedHold } from '@skybook/booking-funnel';
import { StepPage } from './step-page.tsx';

/** `/{lang}/extras` placeholder (a later issue fills it) showing the hold made on /select. */
export function ExtrasStep() {
  const search: { hold?: unknown } = useSearch({ strict: false });
  const holdId = typeof search.hold === 'string' ? search.hold : undefined;
  return (
    <>
      <StepPage routeName="extras" />
      <HoldStatus holdId={holdId ?? (typeof window === 'undefined' ? undefined : rememberedHold())} />
    </>
  );
}
