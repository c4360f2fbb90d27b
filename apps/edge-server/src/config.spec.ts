import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', SERVE_APPS: ['booking-web', 'agency-portal'] });
    expect(config.DATABASE_URL).toBeUndefined();
    // Stalled request bodies are dropped after 15 s, not Node's 300 s (decision 018).
    expect(config.REQUEST_TIMEOUT_MS).toBe(15_000);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ SERVE_APPS: 'booking-web,shop' })).toThrow(/SERVE_APPS/);
  });

  it('keeps the mail outbox in the data folder unless told otherwise', () => {
    expect(loadConfig({}).OUTBOX_DIR).toBe('data/outbox');
    expect(loadConfig({ DATA_DIR: '/var/lib/skybook' }).OUTBOX_DIR).toBe('/var/lib/skybook/outbox');
    expect(loadConfig({ OUTBOX_DIR: '/tmp/mails' }).OUTBOX_DIR).toBe('/tmp/mails');
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(loadConfig({}).MAIL_FROM).toContain('@');
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL must be an smtp/);
  });

  it('lets a deployment serve only the agency portal', () => {
    expect(loadConfig({ SERVE_APPS: 'agency-portal' }).SERVE_APPS).toEqual(['agency-portal']);
  });
});
