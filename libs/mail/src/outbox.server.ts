import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage } from './mail-message.ts';

/** A mail as the outbox keeps it in its `.json` file. */
export interface OutboxMail extends MailMessage {
  from: string;
  messageId: string;
  /** ISO time the mail was written. */
  date: string;
  /** The `.eml` file beside it. */
  emlFile: string;
}

/** `<time>-<id>` sorts by time and never collides, even for two mails in one millisecond. */
function baseName(messageId: string): string {
  const id = messageId.replace(/[<>]/g, '').replace(/[^\w.-]/g, '_');
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}`;
}

export async function writeOutboxFiles(
  dir: string,
  messageId: string,
  eml: Buffer,
  message: MailMessage & { from: string },
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const base = baseName(messageId);
  const emlFile = path.join(dir, `${base}.eml`);
  await writeFile(emlFile, eml);
  const record: OutboxMail = { ...message, messageId, date: new Date().toISOString(), emlFile };
  // The .json is written last: a reader that sees it can rely on the .eml being complete.
  await writeFile(path.join(dir, `${base}.json`), JSON.stringify(record, null, 2));
}

/** Every mail in an outbox folder, oldest first (none when the folder does not exist yet). */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = names.filter((n) => n.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as OutboxMail),
  );
}
