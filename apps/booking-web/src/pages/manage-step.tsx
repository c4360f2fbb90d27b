import { useCallback } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { ManagePage, type ManageChange } from '@skybook/manage';
import { ReservationLookup } from '../layout/reservation-lookup.tsx';

const manageRoute = getRouteApi('/$lang/manage');

/** `/{lang}/manage`: the page, and the way to the confirmation after a change. */
export function ManageStep() {
  const search = manageRoute.useSearch();
  const { lang } = manageRoute.useParams();
  const navigate = manageRoute.useNavigate();
  const done = (change: ManageChange) => (order: string) =>
    void navigate({ to: '/$lang/manage/confirmation', params: { lang }, search: { order, change } });
  // Replace: the link's token or the old query's last name leaves the address bar and the history.
  const onOrder = useCallback(
    (order: string) => void navigate({ search: { order }, replace: true }),
    [navigate],
  );
  return (
    <ManagePage
      orderId={search.order}
      access={search.access}
      referenceCode={search.referenceCode}
      lastName={search.lastName}
      onOrder={onOrder}
      lookupForm={<ReservationLookup kind="manage" />}
      onPaid={done('paid')}
      onCancelled={done('cancelled')}
    />
  );
}
