import { describe, expect, it, vi } from 'vitest';
import { tokenSync } from './token-sync.ts';

const now = () => Math.floor(Date.now() / 1000);

describe('tokenSync', () => {
  it('POSTs a fresh token and DELETEs on sign-out with a bearer header', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    const sync = tokenSync('https://sync.example/tokens', { warn: vi.fn() }, fetchImpl);
    sync.issued('tok-1', now());
    sync.revoked('tok-1', now() - 299);
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    expect(fetchImpl).toHaveBeenNthCalledWith(
      1,
      'https://sync.example/tokens',
      expect.objectContaining({ method: 'POST', headers: { authorization: 'Bearer tok-1' } }),
    );
    expect(fetchImpl).toHaveBeenNthCalledWith(
      2,
      'https://sync.example/tokens',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('stays silent for tokens issued more than 300 seconds ago, and when no URL is configured', () => {
    const fetchImpl = vi.fn(async () => new Response(null));
    tokenSync('https://sync.example/tokens', { warn: vi.fn() }, fetchImpl).revoked('old', now() - 301);
    tokenSync(undefined, { warn: vi.fn() }, fetchImpl).issued('new', now());
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('logs a refused or failed sync instead of throwing', async () => {
    const warn = vi.fn();
    tokenSync(
      'https://sync.example/tokens',
      { warn },
      async () => new Response(null, { status: 500 }),
    ).issued('t', now());
    tokenSync('https://sync.example/tokens', { warn }, async () => {
      throw new Error('down');
    }).issued('t', now());
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
  });
});
