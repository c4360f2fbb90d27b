/**
 * The page's CSP nonce, taken from a script the server rendered with it (browsers hide the
 * attribute's value from the DOM but keep it in the `nonce` property).
 */
export function pageNonce(): string {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script'))
    if (script.nonce) return script.nonce;
  return '';
}

/** Adds a third-party script once, carrying the page's nonce so the CSP lets it run. */
export function loadScript(src: string, name: string): void {
  if (document.querySelector(`script[data-integration="${name}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.nonce = pageNonce();
  script.dataset['integration'] = name;
  document.head.append(script);
}
