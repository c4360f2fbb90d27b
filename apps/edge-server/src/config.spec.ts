import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', SERVE_APPS: ['booking-web', 'agency-portal'] });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ SERVE_APPS: 'booking-web,shop' })).toThrow(/SERVE_APPS/);
  });

  it('lets a deployment serve only the agency portal', () => {
    expect(loadConfig({ SERVE_APPS: 'agency-portal' }).SERVE_APPS).toEqual(['agency-portal']);
  });
});
