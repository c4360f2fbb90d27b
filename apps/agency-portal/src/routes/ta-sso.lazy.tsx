import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { SsoResultPage } from '@skybook/agency-access';

const route = getRouteApi('/$lang/ta/sso');

function SsoResult() {
  const { result, mode } = route.useSearch();
  return <SsoResultPage result={result} mode={mode} />;
}

export const Route = createLazyRoute('/$lang/ta/sso')({ component: SsoResult });
