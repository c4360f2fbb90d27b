import { describe, expect, it } from 'vitest';
import type { Domain, SessionUser } from '@skybook/api-contract';
import { shellCurrency } from './shell-currency.ts';

/** The Mexico site: MXN by default, EUR and USD on offer. */
const mexico = {
  id: 1,
  languages: [{ id: 2, code: 'es' }],
  languageId: 2,
  currencies: [
    { id: 1, code: 'EUR' },
    { id: 2, code: 'USD' },
    { id: 3, code: 'MXN' },
  ],
  currencyId: 3,
} as Domain;
const agency = (currency: string): SessionUser => ({
  type: 'agency',
  uid: 'andesAdmin0000000001',
  name: 'Marta Andes',
  role: 'admin',
  agencyName: 'Andes Viajes',
  credit: 2_500_000,
  currency,
  sessionId: 'abcdefghij',
});

describe('shellCurrency (decision 014)', () => {
  it("renders a signed-in agency's pages in the agency's currency, whatever the site and the cookie", () => {
    expect(shellCurrency(mexico, undefined, agency('EUR'))).toEqual({ currency: 'EUR', changed: false });
    expect(shellCurrency(mexico, 'USD', agency('EUR'))).toEqual({ currency: 'EUR', changed: false });
    expect(shellCurrency(mexico, 'EUR', agency('MXN'))).toEqual({ currency: 'MXN', changed: false });
    expect(shellCurrency(null, undefined, agency('MXN'))).toEqual({ currency: 'MXN', changed: false });
  });

  it("keeps spec §4's default for everyone else", () => {
    const anonymous: SessionUser = {
      type: 'anonymous',
      uid: 'anonymousUser0000001',
      sessionId: 'abcdefghij',
    };
    expect(shellCurrency(mexico, undefined, anonymous)).toEqual({ currency: 'MXN', changed: false });
    expect(shellCurrency(mexico, 'EUR', anonymous)).toEqual({ currency: 'EUR', changed: true });
    expect(shellCurrency(mexico, 'USD', null)).toEqual({ currency: 'USD', changed: true });
  });
});
