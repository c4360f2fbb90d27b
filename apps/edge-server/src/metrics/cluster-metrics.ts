import { AggregatorRegistry, type Registry } from 'prom-client';
import type { Scrape } from './metrics-server.ts';

/**
 * With node:cluster workers (decision 088) the primary serves `/metrics` and asks every worker for
 * its registry over the cluster channel, so one scrape adds them all up (decision 113).
 */
export function primaryScrape(): Scrape {
  const aggregator = new AggregatorRegistry();
  return { contentType: aggregator.contentType, body: () => aggregator.clusterMetrics() };
}

/** In a worker: answer the primary's requests with this process's registry. */
export function answerPrimaryScrapes(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one is what makes prom-client listen for the primary's requests in a worker.
  new AggregatorRegistry();
}

/** A single process serves its own registry. */
export function processScrape(registry: Registry): Scrape {
  return { contentType: registry.contentType, body: () => registry.metrics() };
}
