import * as v from 'valibot';
import { EmailField, isIsoDay } from './fields.ts';
import { icaoTransliterate } from './icao-transliterate.ts';
import { isValidPhoneNumber } from './phone.ts';

export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

/** Spec §4: the passenger-type ids the included-extras data uses (adults 1, children 6, infants 5). */
export const PASSENGER_TYPE_IDS: Record<PassengerType, number> = { adult: 1, child: 6, infant: 5 };

/** Ages on the day of the first departure: infants are under 2, children 2 to 11 (IATA). */
export const INFANT_MAX_AGE = 2;
export const CHILD_MAX_AGE = 12;

/** A given or family name: letters in any script, spaces, hyphens, apostrophes and dots. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .’-]*$/u;
const PassengerNamePart = v.pipe(
  v.string('errors.invalid_passenger_name'),
  v.trim(),
  v.minLength(1, 'errors.required'),
  v.maxLength(50, 'errors.invalid_passenger_name'),
  v.regex(NAME_PATTERN, 'errors.invalid_passenger_name'),
  // The ticket needs at least one A–Z letter once transliterated.
  v.check((s) => icaoTransliterate(s).length > 0, 'errors.invalid_passenger_name'),
);

// Optional with '' so a missing date reports this key rather than a generic missing-key issue.
const ISO_DATE = v.pipe(
  v.optional(v.string('errors.invalid_date_of_birth'), ''),
  v.trim(),
  v.minLength(1, 'errors.required'),
  // A real day (2018-02-30 fails) within the bounds every request date has.
  v.check(isIsoDay, 'errors.invalid_date_of_birth'),
);

/** Whole years between a birth date and a day, both `YYYY-MM-DD` (calendar arithmetic, no zones). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const Adult = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  type: v.literal('adult'),
  firstName: PassengerNamePart,
  lastName: PassengerNamePart,
});
const Child = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  type: v.literal('child'),
  firstName: PassengerNamePart,
  lastName: PassengerNamePart,
  dateOfBirth: ISO_DATE,
});
const Infant = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  type: v.literal('infant'),
  firstName: PassengerNamePart,
  lastName: PassengerNamePart,
  dateOfBirth: ISO_DATE,
  /** The adult the infant travels on the lap of; one infant per adult. */
  adultId: v.pipe(
    v.optional(v.string('errors.infant_adult_required'), ''),
    v.minLength(1, 'errors.infant_adult_required'),
  ),
});
const Passenger = v.variant('type', [Adult, Child, Infant], 'errors.required');

/**
 * E.164 (`+34600123456`), checked against the numbering plan of its country: the check needs
 * `@skybook/api-contract/phone-check` loaded (see `isValidPhoneNumber`).
 */
export const PhoneE164 = v.pipe(
  v.string('errors.invalid_phone'),
  v.trim(),
  v.maxLength(25, 'errors.invalid_phone'),
  v.regex(/^\+[1-9]\d{5,14}$/, 'errors.invalid_phone'),
  v.check((s) => isValidPhoneNumber(s), 'errors.invalid_phone'),
);

type PassengerInput = v.InferOutput<typeof Passenger>;

/**
 * The passengers step of the booking funnel, validated in the browser before sending and by the
 * server on arrival. `departureDate` (the first flight's local date) is what ages are measured on;
 * the server compares it with the booking. The output adds each name transliterated per ICAO 9303.
 */
export const PassengersRequest = v.pipe(
  v.object(
    {
      departureDate: v.pipe(v.string('errors.required'), v.check(isIsoDay, 'errors.required')),
      passengers: v.pipe(v.array(Passenger, 'errors.required'), v.minLength(1, 'errors.required')),
      contact: v.object({ email: EmailField, phone: PhoneE164 }, 'errors.required'),
    },
    'errors.required',
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { passengers, departureDate } = dataset.value;
    const adults = new Set(passengers.filter((p) => p.type === 'adult').map((p) => p.id));
    const carried = new Set<string>();
    passengers.forEach((p: PassengerInput, index) => {
      const path = (key: string) =>
        [
          { type: 'object', origin: 'value', input: dataset.value, key: 'passengers', value: passengers },
          { type: 'array', origin: 'value', input: passengers, key: index, value: p },
          { type: 'object', origin: 'value', input: p, key, value: (p as Record<string, unknown>)[key] },
        ] as const;
      if (p.type === 'child') {
        const age = ageOn(p.dateOfBirth, departureDate);
        if (age < INFANT_MAX_AGE || age >= CHILD_MAX_AGE)
          addIssue({ message: 'errors.child_age', path: [...path('dateOfBirth')] });
      }
      if (p.type === 'infant') {
        const age = ageOn(p.dateOfBirth, departureDate);
        if (age < 0 || age >= INFANT_MAX_AGE || p.dateOfBirth > departureDate)
          addIssue({ message: 'errors.infant_age', path: [...path('dateOfBirth')] });
        if (!adults.has(p.adultId) || carried.has(p.adultId))
          addIssue({ message: 'errors.infant_adult_required', path: [...path('adultId')] });
        carried.add(p.adultId);
      }
    });
    if (adults.size === 0) addIssue({ message: 'errors.adult_required' });
  }),
  v.transform((input) => ({
    ...input,
    passengers: input.passengers.map((p) => ({
      ...p,
      ticketFirstName: icaoTransliterate(p.firstName),
      ticketLastName: icaoTransliterate(p.lastName),
    })),
  })),
);
export type PassengersRequest = v.InferInput<typeof PassengersRequest>;
export type PassengersData = v.InferOutput<typeof PassengersRequest>;
