import type { MessageDescriptor } from '@lingui/core';
import express, { type Request, type Response, type Router } from 'express';
import { unsubscribeFromNewsletter, type Db } from '@skybook/db';
import { LOCALE_TAGS, isLocale, type Locale } from '@skybook/i18n';
import { serverI18n } from '@skybook/i18n/server';
import { escapeHtml } from '@skybook/mail';
import { UNSUBSCRIBE_PATH } from '../api/newsletter-handlers.ts';
import { nonceOf } from './security.ts';

/** Lingui descriptors with their own ids: server code runs without the macro compiler (decision 083). */
const COPY = {
  done: /*i18n*/ { id: 'unsubscribe.done', message: 'You are unsubscribed' },
  doneBody: /*i18n*/ {
    id: 'unsubscribe.done_body',
    message: 'You will no longer receive our offers newsletter at this address.',
  },
  unknown: /*i18n*/ { id: 'unsubscribe.unknown', message: 'This unsubscribe link is not valid' },
  unknownBody: /*i18n*/ {
    id: 'unsubscribe.unknown_body',
    message: 'Please use the link from your most recent newsletter email.',
  },
  home: /*i18n*/ { id: 'unsubscribe.home', message: 'Go to the home page' },
} satisfies Record<string, MessageDescriptor>;

async function page(
  res: Response,
  status: number,
  locale: Locale,
  copy: { title: MessageDescriptor; body: MessageDescriptor },
): Promise<void> {
  const i18n = await serverI18n(locale);
  const [title, body] = [i18n._(copy.title), i18n._(copy.body)];
  const nonce = nonceOf(res);
  res
    .status(status)
    .type('text/html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
        `<style nonce="${nonce}">body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem}</style></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="/${locale}">${escapeHtml(i18n._(COPY.home))}</a></p></main></body></html>`,
    );
}

/**
 * The link in every newsletter mail. GET opts the token's subscriber out and answers a page in
 * their language; POST does the same for mail clients' one-click button (RFC 8058). Idempotent:
 * following the link again shows the same page.
 */
export function newsletterUnsubscribeRouter(db: Db): Router {
  const router = express.Router();
  const handle = async (req: Request, res: Response) => {
    const token = typeof req.query['token'] === 'string' ? req.query['token'] : '';
    const lang = isLocale(req.query['lang']) ? req.query['lang'] : 'en';
    const subscriber = token ? await unsubscribeFromNewsletter(db, token) : null;
    if (!subscriber) {
      await page(res, token ? 404 : 400, lang, { title: COPY.unknown, body: COPY.unknownBody });
      return;
    }
    const locale = isLocale(subscriber.language) ? subscriber.language : lang;
    await page(res, 200, locale, { title: COPY.done, body: COPY.doneBody });
  };
  router.get(UNSUBSCRIBE_PATH, handle);
  router.post(UNSUBSCRIBE_PATH, handle);
  return router;
}
