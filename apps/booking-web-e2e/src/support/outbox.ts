import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The folder the e2e server writes mail to (`OUTBOX_DIR`, set in playwright.config.ts). One per
 * port, so checkouts running their suites side by side never read each other's mail.
 */
export const E2E_OUTBOX_DIR = path.join(
  tmpdir(),
  `skybook-e2e-outbox-${4311 + Number(process.env['E2E_PORT_SHIFT'] ?? 0)}`,
);

/** The fields of an outbox `.json` file the tests read (see @skybook/mail). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

export async function mailsTo(address: string): Promise<OutboxMail[]> {
  const names = await readdir(E2E_OUTBOX_DIR).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .map(async (n) => JSON.parse(await readFile(path.join(E2E_OUTBOX_DIR, n), 'utf8')) as OutboxMail),
  );
  return mails.filter((m) => m.to === address);
}

/** Waits for `count` mails to `address` (the server answers before the file is read here). */
export async function waitForMails(address: string, count = 1): Promise<OutboxMail[]> {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 5_000 }).toBe(count);
  return mailsTo(address);
}

/** A fresh address per test and run, so reruns against a kept outbox never see old mail. */
export const uniqueEmail = (who: string) =>
  `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
