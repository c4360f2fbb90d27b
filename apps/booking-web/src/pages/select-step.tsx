import { getRouteApi } from '@tanstack/react-router';
import { SelectPage } from '@skybook/booking-funnel';
import { usePreloadStep } from './use-preload-step.ts';

const selectRoute = getRouteApi('/$lang/select');

/** `/{lang}/select`: the URL's search (already validated by the route) drives the select step. */
export function SelectStep() {
  const search = selectRoute.useSearch();
  const { lang } = selectRoute.useParams();
  const navigate = selectRoute.useNavigate();
  usePreloadStep('/$lang/extras');
  return (
    <SelectPage
      search={search}
      onSearchChange={(next) => void navigate({ to: '/$lang/select', params: { lang }, search: next })}
      onHeld={(hold) => void navigate({ to: '/$lang/extras', params: { lang }, search: { hold } })}
    />
  );
}
