import type { Locale } from '@skybook/i18n';
import type { CardFieldCopy } from './card-field-copy.ts';
import { CARD_FIELD_SCRIPT } from './card-field-script.ts';
import { CARD_FIELD_CSS } from './card-field-style.ts';

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
  return `<!doctype html>
<html lang="${opts.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(copy.title)}</title>
<style nonce="${nonce}">${CARD_FIELD_CSS}</style>
</head>
<body>
${cardForm(copy)}
<script nonce="${nonce}">
(() => {
  const C = ${scriptJson(scriptConfig(opts.parentOrigin, copy))};
${CARD_FIELD_SCRIPT}})();
</script>
</body>
</html>`;
}

/** What the script needs: whom to answer, the message names, and the copy of each error key. */
function scriptConfig(parent: string, copy: CardFieldCopy) {
  return {
    parent,
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
}

function cardForm(copy: CardFieldCopy): string {
  const field = (id: string, label: string, attrs: string) =>
    `<div class="field"><label for="${id}">${escapeHtml(label)}</label>` +
    `<input id="${id}" name="${id}" ${attrs} aria-describedby="${id}-error">` +
    `<p class="error" id="${id}-error" data-error-for="${id}"></p></div>`;
  return `<form id="card" novalidate aria-label="${escapeHtml(copy.title)}">
  ${field('number', copy.number, 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" required')}
  <div class="pair">
    ${field('expiry', copy.expiry, 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="5" required')}
    ${field('cvc', copy.cvc, 'type="password" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}
  </div>
  ${field('holderName', copy.name, 'type="text" autocomplete="cc-name" maxlength="100" required')}
  <p class="note">${escapeHtml(copy.secure)}</p>
</form>`;
}
