import type { Router } from 'express';
import express from 'express';
import type { HealthResponse } from '@skybook/api-contract';

/**
 * `/healthz`: the process is up (restart me if not). `/readyz`: dependencies answer
 * (send me traffic); it fails while shutting down so the balancer drains us first.
 */
export function healthRouter(checks: { database: () => Promise<void>; shuttingDown: () => boolean }): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', checks: {} } satisfies HealthResponse);
  });
  router.get('/readyz', async (_req, res) => {
    const database = await checks.database().then(
      () => 'ok' as const,
      () => 'failed' as const,
    );
    const ready = database === 'ok' && !checks.shuttingDown();
    res
      .status(ready ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({ status: ready ? 'ok' : 'unavailable', checks: { database } } satisfies HealthResponse);
  });
  return router;
}
