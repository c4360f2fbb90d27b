import { createLazyRoute } from '@tanstack/react-router';
import { CheckinStartPage } from '@skybook/checkin-pages';
import { ReservationLookup } from '../layout/reservation-lookup.tsx';

/** `/{lang}/checkin`: the reference + last name form (spec §2 routing). */
export const Route = createLazyRoute('/$lang/checkin')({ component: CheckinStart });

function CheckinStart() {
  return <CheckinStartPage lookup={<ReservationLookup kind="checkin" />} />;
}
