// Test-only entry (`@skybook/ui/testing`): what every project's `stories.spec.tsx` shares.
export { runStories } from './run-stories.ts';
