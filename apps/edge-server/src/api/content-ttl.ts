/** Regional content changes rarely; an edit shows within this long on every server. */
export const CONTENT_TTL_MS = 30_000;
