import type { RouteName } from './layout-rules.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Spec §2 route name, which picks the layout group. */
    routeName?: RouteName;
  }
}

export {};
