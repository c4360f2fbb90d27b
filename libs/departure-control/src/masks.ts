/** What answers show of personal data once stored: enough to recognise it, not to reuse it. */
const BULLETS = '•••••';

/** `X1234567` → `•••••4567`; the length is hidden too. */
export function maskDocumentNumber(number: string): string {
  return `${BULLETS}${number.slice(-4)}`;
}

/** `ana.munoz@example.com` → `a•••••@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return BULLETS;
  return `${email[0]}${BULLETS}${email.slice(at)}`;
}

/** `+34600123456` → `•••••3456`. */
export function maskPhone(phone: string): string {
  return `${BULLETS}${phone.slice(-4)}`;
}
