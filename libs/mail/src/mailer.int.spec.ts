import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.server.ts';
import { readOutbox } from './outbox.server.ts';

let outboxDir: string;
beforeEach(async () => {
  outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'skybook-mail-')), 'outbox');
});
afterEach(() => rm(path.dirname(outboxDir), { recursive: true, force: true }));

describe('createMailer without SMTP', () => {
  it('writes the mail to the outbox as .eml and reads it back', async () => {
    const mailer = createMailer({ from: 'Skybook Air <no-reply@skybook.example>', outboxDir });
    const sent = await mailer.send({
      to: 'ana@example.com',
      subject: 'Confirmación de suscripción',
      text: 'Hola Ana',
      html: '<p>Hola Ana</p>',
      headers: { 'List-Unsubscribe': '<https://example.com/u?token=abc>' },
    });

    const [mail, ...rest] = await readOutbox(outboxDir);
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({
      to: 'ana@example.com',
      subject: 'Confirmación de suscripción',
      text: 'Hola Ana',
      messageId: sent.messageId,
    });
    const eml = await readFile(mail!.emlFile, 'utf8');
    expect(eml).toMatch(/^To: ana@example\.com$/m);
    expect(eml).toMatch(/^From: Skybook Air <no-reply@skybook\.example>$/m);
    expect(eml).toMatch(/^List-Unsubscribe: <https:\/\/example\.com\/u\?token=abc>$/m);
    expect(eml).toContain('Hola Ana');
  });

  it('keeps every mail, oldest first', async () => {
    const mailer = createMailer({ from: 'a@example.com', outboxDir });
    await mailer.send({ to: 'one@example.com', subject: '1', text: '1' });
    await mailer.send({ to: 'two@example.com', subject: '2', text: '2' });
    expect((await readOutbox(outboxDir)).map((m) => m.to)).toEqual(['one@example.com', 'two@example.com']);
  });

  it('reads an outbox that does not exist yet as empty', async () => {
    expect(await readOutbox(path.join(outboxDir, 'missing'))).toEqual([]);
  });
});
