import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@skybook/api-contract';
import { createHttpApi } from './http-api.ts';

const domain = {
  id: 5,
  languages: [{ id: 3, code: 'pt' }],
  languageId: 3,
  currencies: [{ id: 1, code: 'EUR' }],
  currencyId: 1,
  country: 'PT',
  telephone: '+351 210 000 000',
  checkin: true,
  facebook: null,
  twitter: null,
  instagram: null,
  tiktok: null,
  footerText: 'x',
  favicon: '/f.svg',
  seoTitle: 't',
  seoDescription: 'd',
  style: '',
  partnerUrl: null,
  integrations: { tagManager: null, rum: null, fraudBeacon: null },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createHttpApi', () => {
  it('posts the request to the endpoint path and returns the validated response', async () => {
    const fetch = vi.fn(async () => json(200, domain));
    const api = createHttpApi({ baseUrl: 'http://x', fetch });
    await expect(api.getDomain({ domainId: 5 })).resolves.toEqual(domain);
    expect(fetch).toHaveBeenCalledWith(
      'http://x/api/get-domain',
      expect.objectContaining({ method: 'POST', body: '{"domainId":5}' }),
    );
  });

  it('throws ApiError carrying the field keys of a 400', async () => {
    const api = createHttpApi({
      fetch: async () =>
        json(400, { error: 'errors.validation', fields: { domainId: 'errors.invalid_type' } }),
    });
    const error = await api.getDomain({ domainId: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body.fields).toEqual({ domainId: 'errors.invalid_type' });
  });

  it('rejects a response that does not match the contract', async () => {
    const api = createHttpApi({ fetch: async () => json(200, { ...domain, checkin: 'yes' }) });
    await expect(api.getDomain({ domainId: 5 })).rejects.toThrow();
  });
});
