import type { MessageDescriptor } from '@lingui/core';
import express, { type Request, type Response, type Router } from 'express';
import { confirmNewsletter, unsubscribeFromNewsletter, type Db } from '@skybook/db';
import { isLocale } from '@skybook/i18n';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from '../api/newsletter-handlers.ts';
import { newsletterPage as page } from './newsletter-page.ts';

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
  confirmTitle: /*i18n*/ { id: 'newsletter.confirm.title', message: 'Confirm your subscription' },
  confirmBody: /*i18n*/ {
    id: 'newsletter.confirm.body',
    message: 'Press the button to start receiving our best fares and offers at this address.',
  },
  confirmAction: /*i18n*/ { id: 'newsletter.confirm.action', message: 'Confirm my subscription' },
  confirmed: /*i18n*/ { id: 'newsletter.confirm.done', message: 'Your subscription is confirmed' },
  confirmedBody: /*i18n*/ {
    id: 'newsletter.confirm.done_body',
    message: 'From now on you will receive our offers newsletter. Every email has a link to unsubscribe.',
  },
  confirmUnknown: /*i18n*/ {
    id: 'newsletter.confirm.unknown',
    message: 'This confirmation link is not valid',
  },
  confirmUnknownBody: /*i18n*/ {
    id: 'newsletter.confirm.unknown_body',
    message: 'It may have been used to unsubscribe since. Sign up again from the footer of our site.',
  },
} satisfies Record<string, MessageDescriptor>;

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

  // Double opt-in (decision 101): GET only asks, since mail scanners open links; the POST confirms.
  const lang = (req: Request) => (isLocale(req.query['lang']) ? req.query['lang'] : 'en');
  const tokenOf = (req: Request) => (typeof req.query['token'] === 'string' ? req.query['token'] : '');
  const refuse = (req: Request, res: Response) =>
    page(res, tokenOf(req) ? 404 : 400, lang(req), {
      title: COPY.confirmUnknown,
      body: COPY.confirmUnknownBody,
    });
  router.get(CONFIRM_PATH, async (req, res) => {
    if (!tokenOf(req)) return refuse(req, res);
    await page(res, 200, lang(req), {
      title: COPY.confirmTitle,
      body: COPY.confirmBody,
      action: COPY.confirmAction,
    });
  });
  router.post(CONFIRM_PATH, async (req, res) => {
    const subscriber = tokenOf(req) ? await confirmNewsletter(db, tokenOf(req)) : null;
    if (!subscriber) return refuse(req, res);
    const locale = isLocale(subscriber.language) ? subscriber.language : lang(req);
    await page(res, 200, locale, { title: COPY.confirmed, body: COPY.confirmedBody });
  });
  return router;
}
