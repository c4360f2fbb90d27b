import { describe, expect, it } from 'vitest';
import { brandForHost } from './registry.ts';

describe('brandForHost', () => {
  it('gives a brand its own hosts and their subdomains', () => {
    expect(brandForHost('sol.localhost:3000')).toBe('sol');
    expect(brandForHost('pt.sol.localhost')).toBe('sol');
    expect(brandForHost('WWW.SOLARA.EXAMPLE')).toBe('sol');
  });
  it('falls back to the default brand', () => {
    expect(brandForHost('mx.localhost:3000')).toBe('sky');
    expect(brandForHost('solar.localhost')).toBe('sky');
  });
});
