import { useRouterState } from '@tanstack/react-router';

/** Spec §4 preview mode: on when the query parameter `preview` equals 1. */
export const isPreview = (search: Record<string, unknown>): boolean =>
  String(search['preview'] ?? '') === '1';

export function usePreview(): boolean {
  return useRouterState({ select: (s) => isPreview(s.location.search as Record<string, unknown>) });
}
