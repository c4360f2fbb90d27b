import { composeStories } from '@storybook/react-vite';
import { afterAll, describe, test } from 'vitest';

/** What `story.run()` needs of a composed story: it renders it and runs its `play`. */
type Runnable = { run: () => Promise<void>; load: () => Promise<void> };

/** What `import.meta.glob('./**\/*.stories.tsx', { eager: true })` gives: story modules by path. */
export type StoryModules = Record<string, Parameters<typeof composeStories>[0]>;

/**
 * Every story of the given modules as one Vitest test: `story.run()` renders it with the
 * project's annotations (set up by .storybook/vitest.setup.ts) and runs its `play` function,
 * so a story that throws, or whose interaction's `expect` fails, fails `npm test`.
 */
export function runStories(modules: StoryModules): void {
  const entries = Object.entries(modules);
  if (entries.length === 0) throw new Error('runStories: the glob matched no *.stories.tsx file');
  let last: Runnable | undefined;
  for (const [path, module] of entries) {
    describe(path, () => {
      for (const [name, story] of Object.entries(composeStories(module) as Record<string, Runnable>)) {
        test(name, async () => {
          last = story;
          await story.run();
        });
      }
    });
  }
  // Storybook unmounts a story only when the next one runs, so the file's last story stayed
  // mounted and its queries' timers fired after jsdom was gone ("window is not defined").
  // `load()` runs the pending cleanups (the unmount); then what was already queued settles.
  afterAll(async () => {
    await last?.load();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}
