import { useMatches } from '@tanstack/react-router';
import type { RouteName } from '@skybook/ssr';

/** The spec §2 name of the deepest matched route, which decides the layout group. */
export function useRouteName(): RouteName {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const name = matches[i]?.staticData.routeName;
    if (name) return name;
  }
  return 'index';
}
