import { getRouteApi } from '@tanstack/react-router';
import { ManagePage, type ManageChange } from '@skybook/manage';

const manageRoute = getRouteApi('/$lang/manage');

/** `/{lang}/manage`: the page, and the way to the confirmation after a change. */
export function ManageStep() {
  const search = manageRoute.useSearch();
  const { lang } = manageRoute.useParams();
  const navigate = manageRoute.useNavigate();
  const done = (change: ManageChange) => (order: string) =>
    void navigate({ to: '/$lang/manage/confirmation', params: { lang }, search: { order, change } });
  return (
    <ManagePage
      referenceCode={search.referenceCode}
      lastName={search.lastName}
      onPaid={done('paid')}
      onCancelled={done('cancelled')}
    />
  );
}
