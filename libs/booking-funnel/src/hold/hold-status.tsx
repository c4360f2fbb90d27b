import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { isLocale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { holdQuery } from '../api/search-queries.ts';
import { HoldStatusView } from './hold-status-view.tsx';

/** The held booking on the steps after /select, read from the API. */
export function HoldStatus({ holdId }: { holdId: string | undefined }) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const hold = useQuery({ ...holdQuery(api, holdId ?? ''), enabled: Boolean(holdId) });
  return <HoldStatusView holdId={holdId} hold={hold.data} failed={hold.isError} locale={locale} />;
}
