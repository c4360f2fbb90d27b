import { getRouteApi } from '@tanstack/react-router';
import { ManageConfirmationPage } from '@skybook/manage';

// Its own file: the confirmation's chunk carries neither the manage page nor its phone field.
const confirmationRoute = getRouteApi('/$lang/manage/confirmation');

/** `/{lang}/manage/confirmation?order&change`. */
export function ManageConfirmationStep() {
  const search = confirmationRoute.useSearch();
  return <ManageConfirmationPage orderId={search.order} change={search.change} />;
}
