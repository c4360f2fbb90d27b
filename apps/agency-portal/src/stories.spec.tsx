import { runStories } from '@skybook/ui/testing';

// Every story of this app, rendered and its `play` run (see .storybook/vitest.setup.ts).
runStories(import.meta.glob('./**/*.stories.tsx', { eager: true }));
