import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Issue 13: designers browse every component in Storybook, so every component file has a
 * sibling `<name>.stories.tsx` (whose stories `npm test` also runs, see each project's
 * `stories.spec.tsx`).
 *
 * A component file is a `.tsx` file under `apps/<app>/src` or `libs/<lib>/src` that exports a
 * React component: a function, const or class whose exported name is PascalCase (an upper-case
 * letter, then a lower-case letter or digit — so `EMPTY_DRAFT` is not one). Not component files:
 */
const EXCLUDED_FILE = [
  // Tests and stories themselves.
  /\.spec\.tsx$/,
  /\.stories\.tsx$/,
  // A route's lazy half (decision 086): it exports the `Route` that attaches a page to its URL,
  // like the route-definition files below; the pages it shows have their own stories.
  /\.lazy\.tsx$/,
];
const EXCLUDED_FOLDER = [
  // Fixtures and fakes for tests and stories (`testing/` folders): not part of what ships.
  'testing',
];
const EXCLUDED_NAME = [
  // The apps' SSR entries only hand the route tree to `@skybook/ssr`'s hydrate/render:
  // there is nothing to look at beyond the pages, which have their own stories.
  'entry-client.tsx',
  'entry-server.tsx',
];
const EXCLUDED_PATH = [
  // The SSR document: the whole <html> with the router's head and scripts, rendered by the
  // router itself. It cannot sit inside Storybook's frame; the pages it wraps have stories.
  'libs/ssr/src/document.tsx',
  // The boot script that loads a page's code after its first paint (decision 095): an inline
  // <script> the server alone renders at the end of that document, with nothing to show.
  'libs/ssr/src/boot-script.tsx',
  // `AppContextProvider` is a React context's provider, not something to look at: the
  // `AppContextFixture` (ssr's testing/) provides it to every story that needs it.
  'libs/ssr/src/app-context.tsx',
];
// Route-definition files (`route-tree.tsx`, `root-route.tsx`, `lang-route.tsx`, `*-routes.tsx`
// that only call createRoute) need no rule of their own: they export route objects, not
// PascalCase components, so the definition above already leaves them out.

const workspaceRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

const COMPONENT_EXPORT =
  /^export\s+(?:default\s+)?(?:async\s+)?(?:function|const|class)\s+([A-Z][a-z0-9]\w*)/m;

function tsxFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return EXCLUDED_FOLDER.includes(entry.name) ? [] : tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** Every component file of every app and lib, relative to the workspace root. */
export function componentFiles(root = workspaceRoot): string[] {
  const sources = ['apps', 'libs'].flatMap((dir) =>
    readdirSync(join(root, dir)).map((name) => join(root, dir, name, 'src')),
  );
  return sources
    .flatMap((src) => tsxFiles(src))
    .filter((path) => !EXCLUDED_FILE.some((pattern) => pattern.test(path)))
    .filter((path) => !EXCLUDED_NAME.includes(basename(path)))
    .filter((path) => !EXCLUDED_PATH.includes(relative(root, path)))
    .filter((path) => COMPONENT_EXPORT.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path))
    .sort();
}

const storyOf = (file: string) => file.replace(/\.tsx$/, '.stories.tsx');

describe('stories coverage', () => {
  const files = componentFiles();

  test('finds the component files of the apps and libs', () => {
    expect(files).toContain('libs/ui/src/button/button.tsx');
    expect(files).toContain('apps/booking-web/src/pages/home-page.tsx');
    expect(files).not.toContain('apps/booking-web/src/entry-client.tsx');
    expect(files).not.toContain('apps/booking-web/src/routes/route-tree.tsx');
  });

  test('every component file has a sibling <name>.stories.tsx', () => {
    const missing = files.filter((file) => !existsSync(join(workspaceRoot, storyOf(file))));
    expect(missing, 'component files without a story').toEqual([]);
  });
});
