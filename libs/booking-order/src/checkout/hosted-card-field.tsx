import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CardFieldProps, TokenizeOutcome } from './card-field.ts';
import styles from './checkout.module.css';

/** The gateway's message names (apps/edge-server/src/sandbox-gateway/card-field-page.ts). */
const MESSAGE = {
  ready: 'skybook-card:ready',
  resize: 'skybook-card:resize',
  submit: 'skybook-card:submit',
  tokenize: 'skybook-card:tokenize',
  token: 'skybook-card:token',
  invalid: 'skybook-card:invalid',
  failed: 'skybook-card:failed',
} as const;

/** A gateway that does not answer within this long is reported, never waited on forever. */
const ANSWER_MS = 20_000;

/**
 * The payment gateway's card field, framed from its own origin (decision 020): the number, expiry
 * and CVC are typed into the gateway's page and posted to the gateway; this page only ever gets a
 * token back. Messages are taken only from that frame's window and the gateway's origin, and sent
 * only to that origin. The frame's address needs this page's origin, so it is set after hydration.
 */
export function HostedCardField({ url, locale, handle, onSubmit }: CardFieldProps & { url: string }) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  const gatewayOrigin = new URL(url).origin;
  const submitRef = useRef(onSubmit);
  submitRef.current = onSubmit;

  useEffect(() => {
    const params = new URLSearchParams({ parent: window.location.origin, lang: locale });
    setSrc(`${url}?${params.toString()}`);
  }, [url, locale]);

  useEffect(() => {
    let ready = false;
    let waiting: ((outcome: TokenizeOutcome) => void) | null = null;
    const answer = (outcome: TokenizeOutcome) => {
      const resolve = waiting;
      waiting = null;
      resolve?.(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== gatewayOrigin) return;
      const data = event.data as {
        type?: string;
        height?: number;
        cardToken?: string;
        brand?: string;
        last4?: string;
      };
      switch (data?.type) {
        case MESSAGE.ready:
          ready = true;
          break;
        case MESSAGE.resize:
          if (typeof data.height === 'number' && data.height > 0) setHeight(Math.min(data.height, 2000));
          break;
        case MESSAGE.submit:
          submitRef.current();
          break;
        case MESSAGE.token:
          if (typeof data.cardToken === 'string')
            answer({
              ok: true,
              card: {
                cardToken: data.cardToken,
                brand: String(data.brand ?? ''),
                last4: String(data.last4 ?? ''),
              },
            });
          else answer({ ok: false, reason: 'failed' });
          break;
        case MESSAGE.invalid:
          answer({ ok: false, reason: 'invalid' });
          break;
        case MESSAGE.failed:
          answer({ ok: false, reason: 'failed' });
          break;
      }
    };
    window.addEventListener('message', onMessage);
    handle.current = {
      tokenize: () =>
        new Promise<TokenizeOutcome>((resolve) => {
          const target = frame.current?.contentWindow;
          if (!ready || !target || waiting) {
            resolve({ ok: false, reason: 'failed' });
            return;
          }
          const timer = setTimeout(() => answer({ ok: false, reason: 'failed' }), ANSWER_MS);
          waiting = (outcome) => {
            clearTimeout(timer);
            resolve(outcome);
          };
          target.postMessage({ type: MESSAGE.tokenize }, gatewayOrigin);
        }),
    };
    return () => {
      window.removeEventListener('message', onMessage);
      answer({ ok: false, reason: 'failed' });
      handle.current = null;
    };
  }, [gatewayOrigin, handle, src]);

  return (
    <div className={styles.cardFrame} data-testid="card-field">
      {src ? (
        <iframe
          ref={frame}
          src={src}
          title={t`Card details`}
          className={styles.cardFrameInner}
          style={height ? { height: `${height}px` } : undefined}
          // No navigation, popups or access to this page: scripts and its own origin only.
          sandbox="allow-scripts allow-same-origin allow-forms"
          referrerPolicy="no-referrer"
          allow="payment"
        />
      ) : null}
    </div>
  );
}
