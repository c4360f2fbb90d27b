import { describe, expect, it } from 'vitest';
import { maskDocumentNumber, maskEmail, maskPhone } from './masks.ts';

describe('masks', () => {
  it('keeps the last four characters of a document number and hides its length', () => {
    expect(maskDocumentNumber('X1234567')).toBe('•••••4567');
    expect(maskDocumentNumber('AB123456789012')).toBe('•••••9012');
  });

  it('keeps the first letter and the domain of an email', () => {
    expect(maskEmail('ana.munoz@example.com')).toBe('a•••••@example.com');
    expect(maskEmail('broken')).toBe('•••••');
  });

  it('keeps the last four digits of a phone number', () => {
    expect(maskPhone('+34600123456')).toBe('•••••3456');
  });
});
