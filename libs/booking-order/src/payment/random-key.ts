/** A random idempotency key; `crypto.randomUUID` exists only on secure origins, getRandomValues everywhere. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
