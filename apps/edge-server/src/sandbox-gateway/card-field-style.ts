/** The card field's own look: it is a page of the gateway's origin and cannot use the site's CSS. */
export const CARD_FIELD_CSS = `
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
`;
