import { isNotFound, type AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ManageConfirmationStep } from '../pages/manage-confirmation-step.tsx';
import { ManageStep } from '../pages/manage-step.tsx';
import { checkinStepRoute } from './checkin-routes.tsx';
import { langRoute } from './lang-route.tsx';
import { routeTree } from './route-tree.tsx';

/** The app only composes routes: these check that the feature libs' pages sit at their URLs. */
const langChildren = (): AnyRoute[] => {
  expect(routeTree.children).toContain(langRoute);
  return (langRoute.children ?? []) as AnyRoute[];
};
const lazyOf = (route: AnyRoute | undefined) => route?.lazyFn?.();
const byPath = (path: string) => langChildren().find((r) => (r.options as { path?: string }).path === path);

describe('booking-web route tree', () => {
  it('puts the manage pages (@skybook/manage) at /{lang}/manage and /{lang}/manage/confirmation', async () => {
    expect((await lazyOf(byPath('manage')))?.options.component).toBe(ManageStep);
    expect(byPath('manage')?.options.staticData).toEqual({ routeName: 'manage' });
    expect((await lazyOf(byPath('manage/confirmation')))?.options.component).toBe(ManageConfirmationStep);
    expect(byPath('manage/confirmation')?.options.staticData).toEqual({ routeName: 'manage-confirmation' });
  });

  it('keeps every page component out of the tree: each route loads it from <routeName>.lazy.tsx', async () => {
    const lazyModules = import.meta.glob<{ Route: unknown; RootRoute?: unknown }>('./*.lazy.tsx');
    const routes = [...langChildren(), ...((routeTree.children ?? []) as AnyRoute[])].filter(
      (route) => route !== langRoute,
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const name = (route.options.staticData as { routeName: string }).routeName;
      expect(route.options.component, name).toBeUndefined();
      const module = await lazyModules[`./${name}.lazy.tsx`]?.();
      // The server preloads `<routeName>.lazy.tsx`'s chunk for the route: it must be the one loaded.
      expect([module?.Route, module?.RootRoute], name).toContain(await lazyOf(route));
    }
  });

  it('puts the check-in pages (@skybook/checkin-pages) at /{lang}/checkin and /{lang}/checkin/{step}', () => {
    expect(byPath('checkin')?.options.staticData).toEqual({ routeName: 'checkin' });
    expect(byPath('checkin/$step')).toBe(checkinStepRoute);
    expect(checkinStepRoute.options.staticData).toEqual({ routeName: 'checkin-step' });
  });

  it('answers an unknown check-in step with a 404 and lets the four steps through', () => {
    const beforeLoad = checkinStepRoute.options.beforeLoad as (ctx: { params: { step: string } }) => void;
    const thrown = (step: string) => {
      try {
        beforeLoad({ params: { step } });
        return undefined;
      } catch (error) {
        return error;
      }
    };
    expect(isNotFound(thrown('payment'))).toBe(true);
    for (const step of ['select', 'documents', 'seats', 'boarding-passes'])
      expect(thrown(step)).toBeUndefined();
  });

  it('reads the check-in search leniently: garbage is "missing"', () => {
    const validate = checkinStepRoute.options.validateSearch as (raw: Record<string, unknown>) => unknown;
    expect(validate({ order: 'not-an-id', passengers: 'p1;p2' })).toEqual({});
  });
});
