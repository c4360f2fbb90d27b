/** What a tag manager reads: an array on `window` that it replays and then listens to. */
export type DataLayerEvent = { event: string } & Record<string, string | number | boolean | null>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/**
 * Appends an event to `window.dataLayer`, creating it when no tag manager has yet. The later
 * consent work decides whether a tag manager ever loads; the page only ever writes here, so
 * nothing leaves the browser without that consent. A no-op during SSR.
 */
export function pushEvent(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push(event);
}
