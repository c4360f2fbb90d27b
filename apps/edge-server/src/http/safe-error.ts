/**
 * An error as it may be logged. Database errors carry the statement's parameters (`params`, and
 * drizzle repeats them in the message), PostgreSQL adds the failing row (`detail`, `where`), and
 * mail or HTTP errors quote addresses — so only named, harmless fields are kept, and the text is
 * scrubbed of anything shaped like a secret or personal datum.
 */
export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The SQL with its placeholders, never the values. */
  query?: string;
  cause?: SafeError;
}

const PATTERNS: [RegExp, string][] = [
  // drizzle: "Failed query: select …\nparams: a,b,c" — everything from the parameters on.
  [/\nparams:[^\n]*/g, '\nparams: [dropped]'],
  [/\$argon2[a-z]*\$[^\s"',)]+/gi, '[password hash]'],
  [/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  // Card-like digit runs (13–19 digits, spaces or dashes between groups).
  [/\b\d(?:[ -]?\d){12,18}\b/g, '[number]'],
];

export function scrub(text: string): string {
  return PATTERNS.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function safeError(err: unknown, depth = 0): SafeError {
  // pino-http hands its serializers pino's own serialization, with the original error as `raw`.
  const raw = (err as { raw?: unknown } | null)?.raw;
  if (raw instanceof Error) return safeError(raw, depth);
  if (typeof err !== 'object' || err === null) return { type: typeof err, message: scrub(String(err)) };
  const e = err as Record<string, unknown>;
  const safe: SafeError = {
    type: str(e['name']) ?? str(e['type']) ?? 'Error',
    message: scrub(str(e['message']) ?? ''),
  };
  const stack = str(e['stack']);
  if (stack) safe.stack = scrub(stack);
  for (const key of ['code', 'constraint', 'table', 'column', 'query'] as const) {
    const value = str(e[key]);
    if (value !== undefined) safe[key] = scrub(value);
  }
  if (e['cause'] !== undefined && depth < 5) safe.cause = safeError(e['cause'], depth + 1);
  return safe;
}
