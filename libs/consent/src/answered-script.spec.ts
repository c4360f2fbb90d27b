import { describe, expect, it } from 'vitest';
import { answeredScriptSource, choiceCookie, formatChoice, newChoice, readChoice } from './consent-choice.ts';

/** Runs the inline script against a page with `cookie`; answers the style it added, if any. */
function run(cookie: string): { nonce: string; textContent: string } | undefined {
  const added: { nonce: string; textContent: string }[] = [];
  const document = {
    cookie,
    currentScript: { nonce: 'n0nce' },
    createElement: () => ({ nonce: '', textContent: '' }),
    head: { append: (el: { nonce: string; textContent: string }) => added.push(el) },
  };
  new Function('document', answeredScriptSource())(document);
  return added[0];
}

describe('the script that hides the server-rendered banner', () => {
  const choice = newChoice(false, false, new Date('2026-11-24T15:00:00.000Z'));
  const pair = choiceCookie(choice, false).split(';')[0]!;

  it('hides it, with the page nonce, exactly when readChoice finds a valid choice', () => {
    const cookies = [
      `a=1; ${pair}; b=2`,
      pair,
      '',
      'a=1',
      `skybook_consent=${encodeURIComponent(formatChoice({ ...choice, version: 99 }))}`,
      'skybook_consent=v1.2.now',
      'skybook_consent=%E0%A4%A',
      `xskybook_consent=${encodeURIComponent(formatChoice(choice))}`,
    ];
    for (const cookie of cookies) {
      const style = run(cookie);
      expect(style !== undefined, cookie).toBe(readChoice(cookie) !== null);
    }
    expect(run(pair)).toEqual({ nonce: 'n0nce', textContent: '[data-consent-banner]{display:none}' });
  });
});
