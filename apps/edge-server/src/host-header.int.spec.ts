import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '@skybook/mail';
import { bookThroughApi, dayFromToday, newVisitor, okAs } from './testing/bookings.ts';
import { startTestServer } from './testing/test-server.ts';

const mails: MailMessage[] = [];
let server: Awaited<ReturnType<typeof startTestServer>>;
let evil: Server;
/** The server as reached through a front that says `Host: evil.example` on every request. */
let evilUrl: string;

beforeAll(async () => {
  server = await startTestServer({
    mailer: { send: async (m) => (mails.push(m), { messageId: String(mails.length) }) },
  });
  const target = new URL(server.url);
  evil = createServer((req, res) => {
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: 'evil.example' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forwarded);
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => evil.once('listening', resolve));
  evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => evil.close(resolve));
  await server.close();
});

/** Region 1's configured production host (the seed's), where links of an unknown host go. */
const REGION_ONE = /https:\/\/[\w.-]*skybook[\w.-]*\.example\//;

describe('absolute links come from configuration, never from Host (decision 049)', () => {
  it('the newsletter mail links to the configured host', async () => {
    const visitor = await newVisitor(evilUrl);
    await okAs(evilUrl, visitor, '/api/newsletter', {
      name: 'Eve',
      email: 'eve.host@example.com',
      language: 'en',
    });
    await server.drainMailOutbox();
    const mail = mails.find((m) => m.to === 'eve.host@example.com')!;
    expect(mail.text).toMatch(REGION_ONE);
    expect(JSON.stringify(mail)).not.toContain('evil.example');
  });

  it('the sitemaps and robots.txt name the configured host', async () => {
    for (const path of ['/en/sitemap.xml', '/sitemap.xml', '/robots.txt']) {
      const text = await (await fetch(`${evilUrl}${path}`)).text();
      expect(text, path).toMatch(REGION_ONE);
      expect(text, path).not.toContain('evil.example');
    }
  });

  it('the order confirmation mail links to the configured host', async () => {
    const visitor = await newVisitor(evilUrl);
    await bookThroughApi({ url: evilUrl, gatewayUrl: server.gatewayUrl }, visitor, {
      date: dayFromToday(20),
      email: 'eve.order@example.com',
    });
    await server.drainMailOutbox();
    const mail = mails.find((m) => m.to === 'eve.order@example.com')!;
    expect(mail.text).toMatch(REGION_ONE);
    expect(JSON.stringify(mail)).not.toContain('evil.example');
  });
});
