import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ReportRequest, ResetAgentPasswordRequest } from './agency.ts';
import { Nationality } from './checkin.ts';
import { isIsoDay } from './fields.ts';
import { LoginRequest } from './identity.ts';
import { MAX_INPUT_DEPTH, unsafeInputFields } from './input-guard.ts';

describe('unsafeInputFields', () => {
  it('passes clean input, tabs and line breaks included', () => {
    expect(unsafeInputFields({ a: 'x\ty\r\nz', b: [1, 2.5, -3], c: { d: null, e: true } })).toBeNull();
  });

  it('names every string, key or number a schema might have missed, by dotted path', () => {
    expect(
      unsafeInputFields({
        ref: 'AB\u0000',
        list: [{ name: 'ok' }, { name: 'bell\u0007' }],
        ['k\u0000']: 1,
        big: 2 ** 53,
        del: 'x\u007f',
      }),
    ).toEqual({
      ref: 'errors.invalid_characters',
      'list.1.name': 'errors.invalid_characters',
      'k\u0000': 'errors.invalid_characters',
      big: 'errors.out_of_range',
      del: 'errors.invalid_characters',
    });
  });

  it('stops at the depth limit without walking further (no recursion to overflow)', () => {
    let deep: unknown = 'leaf\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const fields = unsafeInputFields(deep);
    expect(Object.values(fields ?? {})).toEqual(['errors.too_deep']);
    expect(Object.keys(fields ?? {})[0]!.split('.')).toHaveLength(MAX_INPUT_DEPTH);
  });
});

describe('shared fields refuse the inputs that answered 500 (issue 12)', () => {
  it('a nationality check never reaches Intl with a non-code, even when the pipe runs on', () => {
    for (const code of ['1', '12', '', 'Ñ']) {
      const result = v.safeParse(Nationality, code);
      expect(result.success).toBe(false);
    }
    expect(v.safeParse(Nationality, 'es').output).toBe('ES');
  });

  it('a login username with NUL or a line break is a field error', () => {
    for (const username of ['admin\u0000', 'ad\nmin']) {
      const result = v.safeParse(LoginRequest, { username, password: 'x' });
      expect(result.issues?.[0]?.message).toBe('errors.invalid_characters');
    }
  });

  it('ids are int4: 2^31 − 1 passes, 2^31 and 2^53 do not', () => {
    const parse = (id: number) =>
      v.safeParse(ResetAgentPasswordRequest, { id, password: 'a-long-new-password-42' });
    expect(parse(2_147_483_647).success).toBe(true);
    expect(parse(2_147_483_648).success).toBe(false);
    expect(parse(9_007_199_254_740_992).success).toBe(false);
  });

  it('days are real and between 1900 and 2199', () => {
    expect(['1900-01-01', '2024-02-29', '2199-12-31'].every(isIsoDay)).toBe(true);
    expect(['1899-12-31', '2200-01-01', '9999-12-31', '2023-02-29', '2024-1-01'].some(isIsoDay)).toBe(false);
    expect(v.safeParse(ReportRequest, { from: '2026-01-01', to: '9999-12-31' }).success).toBe(false);
  });
});
