import { useNavigate, useSearch } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ManageConfirmationPage } from './manage-confirmation-page.tsx';
import { ManagePage } from './manage-page.tsx';
import type { ManageChange, ManageConfirmationSearch, ManageSearch } from './manage-search.ts';

/** `/{lang}/manage`: the page, with the navigation to the confirmation after a change. */
export function ManageRoute() {
  const { i18n } = useLingui();
  const search: ManageSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const done = (change: ManageChange) => (order: string) =>
    void navigate({ to: '/$lang/manage/confirmation', params: { lang: i18n.locale }, search: { order, change } });
  return <ManagePage referenceCode={search.referenceCode} lastName={search.lastName} onPaid={done('paid')} onCancelled={done('cancelled')} />;
}

/** `/{lang}/manage/confirmation?order&change`. */
export function ManageConfirmationRoute() {
  const search: ManageConfirmationSearch = useSearch({ strict: false });
  return <ManageConfirmationPage orderId={search.order} change={search.change} />;
}
