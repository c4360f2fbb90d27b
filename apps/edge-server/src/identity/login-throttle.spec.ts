import { describe, expect, it } from 'vitest';
import { loginThrottle } from './login-throttle.ts';

describe('loginThrottle', () => {
  it('answers a wait after the tenth failure of an IP and username, until the window ends', () => {
    const throttle = loginThrottle({ maxFailures: 10, windowMs: 60_000 });
    for (let i = 0; i < 9; i += 1) throttle.failed('1.2.3.4', 'Admin', 1_000);
    expect(throttle.retryAfter('1.2.3.4', 'admin', 1_000)).toBe(0);
    throttle.failed('1.2.3.4', 'admin ', 1_000);
    expect(throttle.retryAfter('1.2.3.4', 'admin', 2_000)).toBe(59);
    expect(throttle.retryAfter('5.6.7.8', 'admin', 2_000)).toBe(0);
    expect(throttle.retryAfter('1.2.3.4', 'admin', 61_001)).toBe(0);
  });

  it('forgets the failures of a successful sign-in and keeps at most maxEntries keys', () => {
    const throttle = loginThrottle({ maxFailures: 1, windowMs: 60_000, maxEntries: 2 });
    throttle.failed('ip', 'a', 0);
    throttle.succeeded('ip', 'a');
    expect(throttle.retryAfter('ip', 'a', 0)).toBe(0);
    throttle.failed('ip', 'b', 0);
    throttle.failed('ip', 'c', 0);
    throttle.failed('ip', 'd', 0);
    expect(throttle.retryAfter('ip', 'b', 0)).toBe(0);
    expect(throttle.retryAfter('ip', 'd', 0)).toBeGreaterThan(0);
  });
});
