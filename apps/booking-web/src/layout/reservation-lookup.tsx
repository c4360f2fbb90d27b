import { useNavigate } from '@tanstack/react-router';
import { ApiError } from '@skybook/api-contract';
import { CheckinForm, type LookupOutcome, type ReservationIntent } from '@skybook/checkin-form';
import { useAppContext } from '@skybook/ssr';
import { useSiteData } from './use-site-data.ts';

/**
 * Spec §2's check-in / manage-reservation form in the navbar and mobile bar: the lookup grants
 * this visitor the booking (decision 041); a 404 means "not ours", which the form sends to this
 * site's partner airline.
 */
export function ReservationLookup({ kind }: { kind: ReservationIntent }) {
  const { api } = useAppContext();
  const { domain } = useSiteData();
  const navigate = useNavigate();
  const lookup = async (input: { referenceCode: string; lastName: string }): Promise<LookupOutcome> => {
    try {
      const found = await api.reservationLookup(input);
      return { kind: 'local', open: found.open, orderId: found.orderId };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { kind: 'unknown' };
      throw error;
    }
  };
  return (
    <CheckinForm
      intent={kind}
      lookup={lookup}
      partnerBaseUrl={domain.partnerUrl}
      onNavigate={(href) => void navigate({ href })}
    />
  );
}
