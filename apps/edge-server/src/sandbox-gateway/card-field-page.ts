import type { Locale } from '@skybook/i18n';
import type { CardFieldCopy } from './card-field-copy.ts';

/** Names of the messages between the card field and the page that frames it (decision 020). */
export const CARD_FIELD_MESSAGES = {
  /** field → page: loaded and listening. */
  ready: 'skybook-card:ready',
  /** field → page: its content height in CSS pixels, so the frame shows it all. */
  resize: 'skybook-card:resize',
  /** field → page: Enter was pressed in a card input (the page pays, as its own button would). */
  submit: 'skybook-card:submit',
  /** page → field: send what was typed to the gateway and answer with a token. */
  tokenize: 'skybook-card:tokenize',
  /** field → page: `{ cardToken, brand, last4 }`. */
  token: 'skybook-card:token',
  /** field → page: the visitor must correct a field (shown and focused inside the field). */
  invalid: 'skybook-card:invalid',
  /** field → page: the gateway could not be reached. */
  failed: 'skybook-card:failed',
} as const;

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The gateway-hosted card field: four inputs and a script that answers only the page at
 * `parentOrigin` (the frame's parent, checked by `event.source` and `event.origin`) and posts
 * the card to the gateway's own `/tokens`, so the number never passes through the merchant.
 */
export function cardFieldPage(opts: {
  parentOrigin: string;
  locale: Locale;
  copy: CardFieldCopy;
  nonce: string;
}): string {
  const { copy, nonce } = opts;
  const field = (id: string, label: string, attrs: string) =>
    `<div class="field"><label for="${id}">${escapeHtml(label)}</label>` +
    `<input id="${id}" name="${id}" ${attrs} aria-describedby="${id}-error">` +
    `<p class="error" id="${id}-error" data-error-for="${id}"></p></div>`;
  const config = {
    parent: opts.parentOrigin,
    names: CARD_FIELD_MESSAGES,
    errors: {
      'errors.invalid_card_number': copy.invalidNumber,
      'errors.invalid_expiry': copy.invalidExpiry,
      'errors.invalid_card_expiry': copy.invalidExpiry,
      'errors.card_expired': copy.expired,
      'errors.invalid_cvc': copy.invalidCvc,
      'errors.invalid_card_name': copy.invalidName,
      'errors.required': copy.failed,
    },
    failed: copy.failed,
  };
  return `<!doctype html>
<html lang="${opts.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(copy.title)}</title>
<style nonce="${nonce}">
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; background: transparent; color: #1a1a2e;
    font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  form { display: grid; gap: 0.75rem; padding: 2px; }
  .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; }
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  input { width: 100%; font: inherit; padding: 0.6rem 0.75rem; border: 1px solid #5c5c70;
    border-radius: 0.375rem; background: #fff; color: inherit; }
  input:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 1px; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  .error { margin: 0.25rem 0 0; color: #b3261e; font-size: 0.875rem; }
  .error:empty { display: none; }
  .note { margin: 0; font-size: 0.8125rem; color: #44445a; }
</style>
</head>
<body>
<form id="card" novalidate aria-label="${escapeHtml(copy.title)}">
  ${field('number', copy.number, 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" required')}
  <div class="pair">
    ${field('expiry', copy.expiry, 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="5" required')}
    ${field('cvc', copy.cvc, 'type="password" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}
  </div>
  ${field('holderName', copy.name, 'type="text" autocomplete="cc-name" maxlength="100" required')}
  <p class="note">${escapeHtml(copy.secure)}</p>
</form>
<script nonce="${nonce}">
(() => {
  const C = ${scriptJson(config)};
  const form = document.getElementById('card');
  const input = (id) => document.getElementById(id);
  const tell = (message) => window.parent.postMessage(message, C.parent);
  const resize = () => tell({ type: C.names.resize, height: Math.ceil(document.documentElement.scrollHeight) });
  const showErrors = (fields) => {
    let first = null;
    for (const id of ['number', 'expiry', 'cvc', 'holderName']) {
      const key = fields[id] || (id === 'expiry' ? fields.expiryMonth || fields.expiryYear : undefined);
      const text = key ? C.errors[key] || C.failed : '';
      document.querySelector('[data-error-for="' + id + '"]').textContent = text;
      if (text) input(id).setAttribute('aria-invalid', 'true'); else input(id).removeAttribute('aria-invalid');
      if (text && !first) first = input(id);
    }
    resize();
    return first;
  };
  input('number').addEventListener('input', (e) => {
    const d = e.target.value.replace(/\\D/g, '').slice(0, 19);
    e.target.value = d.replace(/(\\d{4})(?=\\d)/g, '$1 ');
  });
  input('expiry').addEventListener('input', (e) => {
    const d = e.target.value.replace(/\\D/g, '').slice(0, 4);
    e.target.value = d.length > 2 ? d.slice(0, 2) + '/' + d.slice(2) : d;
  });
  input('cvc').addEventListener('input', (e) => { e.target.value = e.target.value.replace(/\\D/g, ''); });
  // Enter in any input pays, as in a form of the page (a form of several text inputs and no
  // button of its own would not submit on Enter by itself).
  form.addEventListener('submit', (e) => e.preventDefault());
  form.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' || e.isComposing) return;
    e.preventDefault();
    tell({ type: C.names.submit });
  });
  let busy = false;
  window.addEventListener('message', async (event) => {
    // Only the page that framed this field, from the origin it declared, may ask for a token.
    if (event.source !== window.parent || event.origin !== C.parent) return;
    if (!event.data || event.data.type !== C.names.tokenize || busy) return;
    busy = true;
    const expiry = /^(\\d{2})\\/(\\d{2})$/.exec(input('expiry').value.trim());
    const body = {
      number: input('number').value,
      expiryMonth: expiry ? Number(expiry[1]) : 0,
      expiryYear: expiry ? 2000 + Number(expiry[2]) : 0,
      cvc: input('cvc').value,
      holderName: input('holderName').value,
    };
    try {
      const response = await fetch('tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit',
      });
      const answer = await response.json().catch(() => ({}));
      if (response.ok) {
        showErrors({});
        form.reset();
        tell({ type: C.names.token, cardToken: answer.cardToken, brand: answer.brand, last4: answer.last4 });
      } else if (response.status === 400 && answer.fields) {
        showErrors(answer.fields)?.focus();
        tell({ type: C.names.invalid });
      } else {
        tell({ type: C.names.failed });
      }
    } catch {
      tell({ type: C.names.failed });
    } finally {
      busy = false;
    }
  });
  new ResizeObserver(resize).observe(document.body);
  tell({ type: C.names.ready });
})();
</script>
</body>
</html>`;
}
