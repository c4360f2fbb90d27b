import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { NewsletterRequest } from './newsletter.ts';

const check = (input: unknown) => {
  const result = v.safeParse(NewsletterRequest, input);
  return result.success ? result.output : fieldErrors(result.issues);
};

describe('NewsletterRequest', () => {
  it('accepts a valid sign-up, trimmed', () => {
    expect(check({ name: '  Ana ', email: ' ana.p+offers@mail.example.com ', language: 'es' })).toEqual({
      name: 'Ana',
      email: 'ana.p+offers@mail.example.com',
      language: 'es',
    });
  });

  it.each(['', 'Al', '   Al   ', '  '])('rejects the name %j (under 3 characters once trimmed)', (name) => {
    expect(check({ name, email: 'a@b.co', language: 'en' })).toEqual({ name: 'errors.invalid_name' });
  });

  it.each([
    '',
    'ana',
    'ana@',
    '@mail.com',
    'ana@mail',
    'ana@@mail.com',
    'ana mail@x.com',
    'ana@mail..com',
    '.ana@mail.com',
    'ana@-mail.com',
  ])('rejects the email %j', (email) => {
    expect(check({ name: 'Ana', email, language: 'en' })).toEqual({ email: 'errors.invalid_email' });
  });

  it.each(["o'neil@mail.co.uk", 'a_b-c@x-y.io', 'user%tag@sub.domain.pt'])(
    'accepts the email %j',
    (email) => {
      expect(check({ name: 'Ana', email, language: 'pt' })).toMatchObject({ email });
    },
  );

  it('rejects a language the site does not speak and a non-string name', () => {
    expect(check({ name: 42, email: 'a@b.co', language: 'fr' })).toEqual({
      name: 'errors.invalid_name',
      language: 'errors.invalid_language',
    });
  });
});
