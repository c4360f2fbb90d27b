import type { MessageDescriptor } from '@lingui/core';
import type { Response } from 'express';
import { LOCALE_TAGS, type Locale } from '@skybook/i18n';
import { serverI18n } from '@skybook/i18n/server';
import { escapeHtml } from '@skybook/mail';
import { nonceOf } from './security.ts';

const COPY = {
  home: /*i18n*/ { id: 'unsubscribe.home', message: 'Go to the home page' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The small page a newsletter mail's links open, in the subscriber's language. `action` adds a
 * button that POSTs back to the same URL (confirming takes a click: mail scanners follow links).
 */
export async function newsletterPage(
  res: Response,
  status: number,
  locale: Locale,
  copy: { title: MessageDescriptor; body: MessageDescriptor; action?: MessageDescriptor },
): Promise<void> {
  const i18n = await serverI18n(locale);
  const [title, body] = [i18n._(copy.title), i18n._(copy.body)];
  const nonce = nonceOf(res);
  const action = copy.action
    ? `<form method="post"><button type="submit">${escapeHtml(i18n._(copy.action))}</button></form>`
    : '';
  res
    .status(status)
    .type('text/html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
        `<style nonce="${nonce}">body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem;min-height:44px}</style></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${action}<p><a href="/${locale}">${escapeHtml(i18n._(COPY.home))}</a></p></main></body></html>`,
    );
}
