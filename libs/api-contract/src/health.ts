import * as v from 'valibot';

export const HealthResponse = v.object({
  status: v.picklist(['ok', 'unavailable']),
  checks: v.record(v.string(), v.picklist(['ok', 'failed'])),
});
export type HealthResponse = v.InferOutput<typeof HealthResponse>;
