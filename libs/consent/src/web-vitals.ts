const ENDPOINT = '/api/web-vitals';

/** Sends one measurement to the site's own endpoint, surviving the page being closed. */
function send(body: string): void {
  const blob = new Blob([body], { type: 'application/json' });
  if (navigator.sendBeacon?.(ENDPOINT, blob)) return;
  void fetch(ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}

let started = false;

/**
 * First-party LCP, INP and CLS (issue 17), attributed to the route the visitor is on when each is
 * final. `web-vitals` is imported here, on analytics consent, so it is never in a page's initial
 * JavaScript.
 */
export async function startWebVitals(routeName: () => string): Promise<void> {
  if (started) return;
  started = true;
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const report = (metric: { name: string; value: number }) =>
    send(JSON.stringify({ name: metric.name, value: metric.value, route: routeName() }));
  onLCP(report);
  onINP(report);
  onCLS(report);
}
