// Public API of @skybook/analytics: spec §3 events and the data layer they are pushed to.
export { pushEvent, type DataLayerEvent } from './data-layer.ts';
export {
  FUNNEL_STEPS,
  funnelEvent,
  pageErrorEvent,
  type FunnelFacts,
  type FunnelStep,
  type PageErrorFacts,
} from './funnel-event.ts';
