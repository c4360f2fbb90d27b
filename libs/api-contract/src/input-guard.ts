import { INVALID_CHARACTERS, hasForbiddenControl } from './fields.ts';

/** No request nests deeper than this (a check-in document is 3 levels); deeper is junk. */
export const MAX_INPUT_DEPTH = 8;
/** Field keys reported for one request: enough to show a form, bounded for junk. */
const MAX_REPORTED = 20;

/**
 * Valibot options for every request the server parses: a pipe stops at its first failing
 * action, so a later check never sees a value an earlier one refused (issue 12: nationality "1"
 * reached `Intl.DisplayNames` and answered 500). Each field still reports its own issue.
 */
export const REQUEST_PARSE_CONFIG = { abortPipeEarly: true } as const;

/**
 * The server's catch-all in front of every request schema, whatever a schema forgot: control
 * characters (NUL first: PostgreSQL refuses it) in any string or key, numbers beyond the safe
 * integers, and nesting deeper than `MAX_INPUT_DEPTH`. Answers `{ dottedPath: key }`, or null
 * when the input is clean. Iterative, so hostile nesting cannot overflow the stack.
 */
export function unsafeInputFields(input: unknown): Record<string, string> | null {
  const fields: Record<string, string> = {};
  let count = 0;
  const report = (path: string, key: string) => {
    if (count < MAX_REPORTED && !(path in fields)) {
      fields[path] = key;
      count += 1;
    }
  };
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (stack.length > 0 && count < MAX_REPORTED) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenControl(value)) report(path, INVALID_CHARACTERS);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER)
        report(path, 'errors.out_of_range');
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_INPUT_DEPTH) {
        report(path, 'errors.too_deep');
        continue;
      }
      for (const [key, child] of Object.entries(value)) {
        const childPath = path === '' ? key : `${path}.${key}`;
        if (hasForbiddenControl(key)) report(childPath, INVALID_CHARACTERS);
        else stack.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return count === 0 ? null : fields;
}
