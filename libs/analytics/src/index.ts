// Public API of @skybook/analytics: spec §3 events and the data layer they are pushed to.
export { pushEvent } from './data-layer.ts';
export { funnelEvent, pageErrorEvent, type FunnelStep } from './funnel-event.ts';
