import * as v from 'valibot';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// Whether phone-check.ts has run is per module graph, which a worker keeps from file to file:
// this file starts from fresh modules, where it has not.
beforeAll(() => vi.resetModules());

describe('PhoneE164 without the numbering plans', () => {
  it('lets no number through: checking one is an error until phone-check.ts is loaded', async () => {
    const { PhoneE164 } = await import('./passengers.ts');
    expect(() => v.safeParse(PhoneE164, '+34612345678')).toThrow(/phone-number check is not loaded/);
    // What the shape alone refuses needs no plan.
    expect(v.safeParse(PhoneE164, 'phone', { abortPipeEarly: true }).success).toBe(false);

    await import('./phone-check.ts');
    expect(v.safeParse(PhoneE164, '+34612345678').success).toBe(true);
    expect(v.safeParse(PhoneE164, '+999123456789').issues?.[0]?.message).toBe('errors.invalid_phone');
  });
});
