import { createHash, timingSafeEqual } from 'node:crypto';
import { icaoTransliterate } from '@skybook/api-contract';

/** Letters only, accents dropped (NFD), upper case: `Muñoz-Pérez` → `MUNOZPEREZ`. */
const plainLetters = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');

/**
 * The forms a surname is recognised by, ignoring case, accents, spaces and hyphens: the plain
 * letters (`Müller` → `MULLER`) and the ICAO 9303 ticket spelling (`Müller` → `MUELLER`), so a
 * traveller who types either the passport or the ticket spelling is found.
 */
export function lastNameKeys(name: string): string[] {
  const keys = new Set([plainLetters(name), icaoTransliterate(name).replace(/ /g, '')]);
  keys.delete('');
  return [...keys];
}

const digest = (key: string) => createHash('sha256').update(key).digest();

/**
 * Whether `typed` names one of `candidates`, comparing every pair in constant time and without
 * stopping at the first match, so the time taken says nothing about which name (if any) matched.
 */
export function lastNameMatches(typed: string, candidates: readonly string[]): boolean {
  const typedKeys = lastNameKeys(typed).map(digest);
  const candidateKeys = candidates.flatMap(lastNameKeys).map(digest);
  let matched = false;
  for (const a of typedKeys) {
    for (const b of candidateKeys) matched = timingSafeEqual(a, b) || matched;
  }
  return matched;
}
