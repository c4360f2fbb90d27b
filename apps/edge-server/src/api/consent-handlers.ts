import { recordConsent } from '@skybook/db';
import type { HandlerDeps, Handlers } from './handler-types.ts';

/**
 * `POST /api/consent` keeps the proof of a cookie choice (decision 099); `POST /api/web-vitals`
 * adds a field measurement to the per-route aggregate (sent only after analytics consent).
 */
export function consentHandlers({
  db,
  webVitals,
}: Pick<HandlerDeps, 'db' | 'webVitals'>): Pick<Handlers, 'recordConsent' | 'reportWebVital'> {
  return {
    async recordConsent(input, ctx) {
      const record = await recordConsent(db, {
        // A browser always has an identity by its first call (spec §4); the fallback never shares one.
        uid: ctx.identity?.uid ?? `unidentified-${ctx.requestId}`,
        domainId: ctx.domainId,
        policyVersion: input.policyVersion,
        analytics: input.analytics,
        marketing: input.marketing,
        chosenAt: new Date(input.chosenAt),
      });
      return { id: record.id, recordedAt: record.recordedAt.toISOString() };
    },
    async reportWebVital(input) {
      webVitals?.record(input.route, input.name, input.value);
      return { status: 'recorded' as const };
    },
  };
}
