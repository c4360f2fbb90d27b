import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { BusinessMetrics } from './business-metrics.ts';

export interface MetricsOptions {
  /** prom-client's process metrics (CPU, memory, event loop, GC); off in tests that build many apps. */
  defaults?: boolean;
  /** Seconds the oldest due job has waited; registered only when given (wired at merge with the job table). */
  jobLag?: () => Promise<number>;
  /** Mails waiting in the outbox; registered only when given. */
  mailQueueDepth?: () => Promise<number>;
}

/**
 * One process's Prometheus registry (decision 113). Its own registry, not prom-client's global
 * one, so tests can build several apps in one process; with workers, the primary aggregates them.
 */
export function createMetrics(opts: MetricsOptions = {}) {
  const registry = new Registry();
  if (opts.defaults) collectDefaultMetrics({ register: registry });

  // Summed across workers by the primary's aggregation: the scrape says how many answered.
  new Gauge({
    name: 'skybook_metrics_processes',
    help: 'Server processes whose metrics this scrape includes',
    registers: [registry],
  }).set(1);

  const httpDuration = new Histogram({
    name: 'skybook_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const renderCache = new Counter({
    name: 'skybook_render_cache_requests_total',
    help: 'Cacheable page requests by render cache outcome (hit, miss, bypass)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const holdsCreated = new Counter({
    name: 'skybook_holds_created_total',
    help: 'Seat holds created',
    registers: [registry],
  });
  const bookingsCompleted = new Counter({
    name: 'skybook_bookings_completed_total',
    help: 'Bookings confirmed by their payment, by payment method',
    labelNames: ['method'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'skybook_payments_total',
    help: 'Payment calls by method and outcome',
    labelNames: ['method', 'outcome'] as const,
    registers: [registry],
  });

  const business: BusinessMetrics = {
    holdCreated: () => holdsCreated.inc(),
    payment: (method, outcome) => payments.inc({ method, outcome }),
    bookingCompleted: (method) => bookingsCompleted.inc({ method }),
  };

  // Job lag and queue depth come from the shared database: every worker reads the same value, so
  // the primary keeps the largest instead of adding them up.
  if (opts.jobLag) {
    const read = opts.jobLag;
    new Gauge({
      name: 'skybook_job_lag_seconds',
      help: 'How long the oldest due background job has waited',
      aggregator: 'max',
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  }
  if (opts.mailQueueDepth) {
    const read = opts.mailQueueDepth;
    new Gauge({
      name: 'skybook_mail_queue_depth',
      help: 'Mails waiting in the outbox to be sent',
      aggregator: 'max',
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  }

  return {
    registry,
    httpDuration,
    renderCache,
    business,
    /** PostgreSQL's connection pool of this process: connections open, idle, and callers waiting for one. */
    watchPool(pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>): void {
      new Gauge({
        name: 'skybook_db_pool_connections',
        help: 'Database pool connections by state (total, idle) and callers waiting for one',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
