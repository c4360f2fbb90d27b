import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      SERVE_APPS: ['booking-web', 'agency-portal'],
    });
    expect(config.DATABASE_URL).toBeUndefined();
    // Stalled request bodies are dropped after 15 s, not Node's 300 s (decision 050).
    expect(config.REQUEST_TIMEOUT_MS).toBe(15_000);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ SERVE_APPS: 'booking-web,shop' })).toThrow(/SERVE_APPS/);
  });

  it('puts the sandbox gateway on its own port, PORT + 1000 unless told, framed only by the site (decision 056)', () => {
    expect(loadConfig({ PORT: '4391' })).toMatchObject({
      GATEWAY_PORT: 5391,
      GATEWAY_PUBLIC_URL: 'http://localhost:5391',
      GATEWAY_SITE_ORIGINS: ['http://localhost:4391', 'http://*.localhost:4391', 'http://127.0.0.1:4391'],
    });
    const told = loadConfig({
      GATEWAY_PORT: '8443',
      GATEWAY_PUBLIC_URL: 'https://pay.skybook.example/',
      GATEWAY_SITE_ORIGINS: 'https://www.skybook.example, https://*.skybook.example',
    });
    expect(told).toMatchObject({
      GATEWAY_PORT: 8443,
      GATEWAY_PUBLIC_URL: 'https://pay.skybook.example',
      GATEWAY_SITE_ORIGINS: ['https://www.skybook.example', 'https://*.skybook.example'],
    });
    expect(() => loadConfig({ GATEWAY_SITE_ORIGINS: 'https://x.example/path' })).toThrow(
      /GATEWAY_SITE_ORIGINS/,
    );
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
