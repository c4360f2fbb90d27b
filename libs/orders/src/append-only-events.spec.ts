import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Decision 010: order events are append-only by convention, so no source may change or delete one. */
describe('order_events is append-only', () => {
  it('is only ever inserted into by this lib', () => {
    const dir = import.meta.dirname;
    const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));
    expect(sources.length).toBeGreaterThan(5);
    const all = sources.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    expect(all).toMatch(/insert into order_events|\.insert\((schema\.)?orderEvents\)/);
    expect(all).not.toMatch(/update\s+order_events|delete\s+from\s+order_events|truncate\s+order_events/i);
    expect(all).not.toMatch(/\.(update|delete)\((schema\.)?orderEvents\)/);
  });
});
