import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';

const Content = createContext<ReactNode>(null);

function StoryContent() {
  return useContext(Content);
}

export interface RouterFixtureProps {
  /** The URL the component sees (`useSearch`, `useLocation`, `Link`'s active state). */
  url?: string;
  /**
   * The app route the component belongs to (e.g. `/$lang/extras`), for components that read it
   * with `getRouteApi(...)`: the fixture then has that one route, with the URL's params.
   */
  route?: string;
  children: ReactNode;
}

/**
 * For stories and component tests of route components and of components with `<Link>`s: an
 * in-memory router (no browser history, no app route tree) whose only route renders `children`
 * at `url`. Navigations go nowhere: a story shows a page, not the app.
 */
export function RouterFixture({ url = '/en', route, children }: RouterFixtureProps) {
  const [router] = useState(() =>
    createRouter({ routeTree: treeFor(route), history: createMemoryHistory({ initialEntries: [url] }) }),
  );
  return (
    <Content.Provider value={children}>
      <RouterProvider router={router} />
    </Content.Provider>
  );
}

function treeFor(route: string | undefined) {
  if (!route) return createRootRoute({ component: StoryContent });
  const root = createRootRoute({ component: Outlet });
  return root.addChildren([
    createRoute({ getParentRoute: () => root, path: route.replace(/^\//, ''), component: StoryContent }),
  ]);
}
