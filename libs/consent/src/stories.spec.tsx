import { runStories } from '@skybook/ui/testing';

// Every story of this lib, rendered and its `play` run (see .storybook/vitest.setup.ts).
runStories(import.meta.glob('./**/*.stories.tsx', { eager: true }));
