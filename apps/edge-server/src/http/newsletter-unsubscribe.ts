import express, { type Request, type Response, type Router } from 'express';
import { unsubscribeFromNewsletter, type Db } from '@skybook/db';
import { LOCALE_TAGS, isLocale, type Locale } from '@skybook/i18n';
import { escapeHtml } from '@skybook/mail';
import { UNSUBSCRIBE_PATH } from '../api/newsletter-handlers.ts';
import { nonceOf } from './security.ts';

const COPY: Record<
  Locale,
  { done: string; doneBody: string; unknown: string; unknownBody: string; home: string }
> = {
  en: {
    done: 'You are unsubscribed',
    doneBody: 'You will no longer receive our offers newsletter at this address.',
    unknown: 'This unsubscribe link is not valid',
    unknownBody: 'Please use the link from your most recent newsletter email.',
    home: 'Go to the home page',
  },
  es: {
    done: 'Te diste de baja',
    doneBody: 'Ya no recibirás nuestro boletín de ofertas en esta dirección.',
    unknown: 'Este enlace para darte de baja no es válido',
    unknownBody: 'Usa el enlace del correo más reciente de nuestro boletín.',
    home: 'Ir a la página de inicio',
  },
  pt: {
    done: 'A sua subscrição foi cancelada',
    doneBody: 'Deixará de receber a nossa newsletter de ofertas neste endereço.',
    unknown: 'Esta ligação para cancelar a subscrição não é válida',
    unknownBody: 'Utilize a ligação do email mais recente da nossa newsletter.',
    home: 'Ir para a página inicial',
  },
};

function page(res: Response, status: number, locale: Locale, title: string, body: string): void {
  const nonce = nonceOf(res);
  res
    .status(status)
    .type('text/html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
        `<style nonce="${nonce}">body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem}</style></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="/${locale}">${escapeHtml(COPY[locale].home)}</a></p></main></body></html>`,
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
      page(res, token ? 404 : 400, lang, COPY[lang].unknown, COPY[lang].unknownBody);
      return;
    }
    const locale = isLocale(subscriber.language) ? subscriber.language : lang;
    page(res, 200, locale, COPY[locale].done, COPY[locale].doneBody);
  };
  router.get(UNSUBSCRIBE_PATH, handle);
  router.post(UNSUBSCRIBE_PATH, handle);
  return router;
}
