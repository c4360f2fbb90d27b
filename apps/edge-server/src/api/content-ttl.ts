/**
 * Regional content changes rarely, and every change bumps the content generation, which ends the
 * cached copies at once (decision 087). The time limit is only a backstop for a change made
 * around the triggers (e.g. with them disabled during a bulk load).
 */
export const CONTENT_TTL_MS = 5 * 60_000;
