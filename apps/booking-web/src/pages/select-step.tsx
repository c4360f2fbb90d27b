import { useNavigate, useSearch } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { parseSelectSearch, SelectPage } from '@skybook/booking-funnel';

/** `/{lang}/select`: the URL's search (already validated by the route) drives the select step. */
export function SelectStep() {
  const { i18n } = useLingui();
  const search = parseSelectSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const lang = i18n.locale;
  return (
    <SelectPage
      search={search}
      onSearchChange={(next) => void navigate({ to: '/$lang/select', params: { lang }, search: next })}
      onHeld={(hold) => void navigate({ to: '/$lang/extras', params: { lang }, search: { hold } })}
    />
  );
}
