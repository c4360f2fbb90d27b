import { getRouteApi } from '@tanstack/react-router';

type StepPath = '/$lang/extras' | '/$lang/passengers' | '/$lang/payment' | '/$lang/confirmation';

/** The step's route, read through the app's registered route tree: search and params are typed. */
export function useStep(path: StepPath) {
  const route = getRouteApi(path);
  const search = route.useSearch();
  const { lang } = route.useParams();
  const navigate = route.useNavigate();
  const go = (to: Exclude<StepPath, '/$lang/extras'>, order: string) =>
    void navigate({ to, params: { lang }, search: { order } });
  return { search, navigate, lang, go };
}
