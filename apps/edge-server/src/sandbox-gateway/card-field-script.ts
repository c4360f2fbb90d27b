/**
 * The card field's script, run inside `(() => { const C = <config>; … })()` by the page: it formats
 * the inputs, answers only the framing page (`C.parent`) and posts the card to the gateway's own
 * `/tokens`. Plain browser JavaScript in a string: the page is served as-is, with no bundler.
 */
export const CARD_FIELD_SCRIPT = `
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
`;
