import { setProjectAnnotations } from '@storybook/react-vite';
import { expect } from 'vitest';

/**
 * For the `stories.spec.tsx` files, which run every story (render and `play`) as a test:
 * the stories then get what Storybook gives them — the brand and locale decorator, the
 * globals' initial values and the shared parameters — so a story that passes here renders
 * the same in Storybook. The preview loads every catalog, so other test files skip it.
 * Storybook's own convention puts this file here; tools/vite/test-projects.ts lists it in the
 * jsdom projects' setup files (by path: a project may not import `.storybook/`).
 */
export const STORIES_SPEC = 'stories.spec.tsx';

if (expect.getState().testPath?.endsWith(`/${STORIES_SPEC}`)) {
  const { default: preview } = await import('./preview.tsx');
  setProjectAnnotations(preview);
}
