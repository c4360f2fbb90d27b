import { CALLING_CODES } from './calling-codes.ts';

/** Spec §3 "Country list entry". */
export interface PhoneCountry {
  name: string;
  /** Upper-case ISO 3166-1 alpha-2 code, e.g. `DO`. */
  iso2: string;
  /** Without the plus: `1`, `34`. */
  dialCode: string;
  /** Among countries sharing a dial code, 0 is the main one (US for +1). */
  priority: number;
  /** The area codes that tell a shared dial code's countries apart (+1 809 is the Dominican Republic). */
  areaCodes?: string[];
}

/**
 * Countries that share a dial code with a bigger one: their order and, for the North American
 * plan, the area codes that identify them (those of the countries the airline flies to and their
 * neighbours; libphonenumber's metadata settles every other number).
 */
const SHARED: Record<string, { priority: number; areaCodes?: string[] }> = {
  US: { priority: 0 },
  CA: { priority: 1 },
  DO: { priority: 2, areaCodes: ['809', '829', '849'] },
  PR: { priority: 3, areaCodes: ['787', '939'] },
  JM: { priority: 4, areaCodes: ['876', '658'] },
  BS: { priority: 5, areaCodes: ['242'] },
  BB: { priority: 6, areaCodes: ['246'] },
  TT: { priority: 7, areaCodes: ['868'] },
  GB: { priority: 0 },
  GG: { priority: 1, areaCodes: ['1481'] },
  JE: { priority: 2, areaCodes: ['1534'] },
  IM: { priority: 3, areaCodes: ['1624'] },
  IT: { priority: 0 },
  VA: { priority: 1, areaCodes: ['06698'] },
  RU: { priority: 0 },
  KZ: { priority: 1, areaCodes: ['33', '7'] },
  NO: { priority: 0 },
  SJ: { priority: 1, areaCodes: ['79'] },
  FI: { priority: 0 },
  AX: { priority: 1, areaCodes: ['18'] },
};

/** Every country libphonenumber knows, named in the visitor's language and sorted by that name. */
export function phoneCountries(locale: string): PhoneCountry[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return Object.entries(CALLING_CODES)
    .flatMap(([dialCode, isos]) =>
      isos.map((iso2) => ({
        name: names.of(iso2) ?? iso2,
        iso2,
        dialCode,
        // A shared code's smaller territories not named above come after the listed ones.
        priority: SHARED[iso2]?.priority ?? (isos.length > 1 ? 10 : 0),
        ...(SHARED[iso2]?.areaCodes ? { areaCodes: SHARED[iso2].areaCodes } : {}),
      })),
    )
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/**
 * An international number (`+18095551234`, spaces allowed) split into its dial code, national
 * digits and country without libphonenumber's metadata: the country is the one whose area code
 * starts the national digits (the longest such), else the dial code's main country. Null when no
 * dial code matches. The phone input shows a number with it until the metadata has arrived.
 */
export function splitInternational(
  number: string,
): { dialCode: string; nationalNumber: string; country: string } | null {
  const digits = number.replace(/\D/g, '');
  if (!number.trim().startsWith('+')) return null;
  // Calling codes are prefix-free: at most one of the first 1, 2 or 3 digits is one.
  for (const length of [1, 2, 3]) {
    const dialCode = digits.slice(0, length);
    const isos = CALLING_CODES[dialCode];
    if (!isos) continue;
    const nationalNumber = digits.slice(length);
    const byArea = isos
      .flatMap((iso2) =>
        (SHARED[iso2]?.areaCodes ?? [])
          .filter((area) => nationalNumber.startsWith(area))
          .map((area) => ({ iso2, length: area.length })),
      )
      .sort((a, b) => b.length - a.length)[0];
    return { dialCode, nationalNumber, country: byArea?.iso2 ?? isos[0]! };
  }
  return null;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Search by name (accents ignored), ISO code or dial code (`+34`, `34`). */
export function filterCountries(countries: readonly PhoneCountry[], query: string): PhoneCountry[] {
  const q = fold(query.trim());
  if (!q) return [...countries];
  const digits = q.replace(/^\+/, '');
  const byDialCode = /^\d+$/.test(digits);
  const found = countries.filter(
    (c) =>
      fold(c.name).includes(q) || c.iso2.toLowerCase() === q || (byDialCode && c.dialCode.startsWith(digits)),
  );
  // A dial-code search lists exact codes first, the main country of a shared code before the others.
  if (byDialCode)
    found.sort(
      (a, b) =>
        Number(b.dialCode === digits) - Number(a.dialCode === digits) ||
        a.dialCode.length - b.dialCode.length ||
        a.priority - b.priority,
    );
  return found;
}
