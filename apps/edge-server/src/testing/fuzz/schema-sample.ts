import type { Prng } from './prng.ts';

type Schema = Record<string, unknown>;

/** Real values by field name, so that a request with one junk field still reaches deep code. */
export type KnownValues = Record<string, readonly unknown[]>;

const uuid = (r: Prng) =>
  'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => r.int(0, 15).toString(16));

/**
 * A value shaped like a JSON Schema (the OpenAPI document's request schemas): right types,
 * enums, bounds and formats, and real values for fields named in `known`. Not always valid
 * (patterns are not followed): a fuzz draws near the valid space, not inside it.
 */
export function sampleFromSchema(
  schema: Schema,
  components: Record<string, Schema>,
  r: Prng,
  known: KnownValues,
  name = '',
  depth = 0,
): unknown {
  if (depth > 8) return null;
  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    const target = components[ref.split('/').pop()!];
    return target ? sampleFromSchema(target, components, r, known, name, depth + 1) : null;
  }
  const alternatives = (schema['anyOf'] ?? schema['oneOf']) as Schema[] | undefined;
  if (alternatives?.length)
    return sampleFromSchema(r.pick(alternatives), components, r, known, name, depth + 1);
  if ('const' in schema) return schema['const'];
  if (Array.isArray(schema['enum'])) return r.pick(schema['enum']);
  if (known[name] && r.chance(0.8)) return r.pick(known[name]!);
  const type = Array.isArray(schema['type']) ? r.pick(schema['type'] as string[]) : schema['type'];
  switch (type) {
    case 'object': {
      const properties = (schema['properties'] ?? {}) as Record<string, Schema>;
      const required = new Set((schema['required'] ?? []) as string[]);
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(properties))
        if (required.has(key) || r.chance(0.6))
          out[key] = sampleFromSchema(child, components, r, known, key, depth + 1);
      return out;
    }
    case 'array': {
      const min = Number(schema['minItems'] ?? 0);
      const max = Math.min(Number(schema['maxItems'] ?? min + 3), min + 3);
      const items = (schema['items'] ?? {}) as Schema;
      return Array.from({ length: r.int(min, Math.max(min, max)) }, () =>
        sampleFromSchema(items, components, r, known, name, depth + 1),
      );
    }
    case 'integer':
    case 'number': {
      const min = Number(schema['minimum'] ?? 0);
      const max = Number(schema['maximum'] ?? min + 10);
      const n = r.int(Math.max(min, -1e6), Math.min(max, min + 1e6));
      return type === 'number' && r.chance(0.1) ? n + 0.5 : n;
    }
    case 'boolean':
      return r.chance(0.5);
    case 'null':
      return null;
    case 'string': {
      if (schema['format'] === 'uuid') return uuid(r);
      if (schema['format'] === 'email') return `fuzz${r.int(0, 999)}@example.com`;
      const min = Number(schema['minLength'] ?? 1);
      const max = Math.min(Number(schema['maxLength'] ?? min + 12), min + 12);
      let s = '';
      for (let i = r.int(min, Math.max(min, max)); i > 0; i--)
        s += r.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789abc']);
      return s;
    }
    default:
      return null;
  }
}

/** Replaces one value somewhere in `value` (or a key of it) through `replace`; answers the path changed. */
export function mutateSomewhere(
  value: unknown,
  r: Prng,
  replace: () => unknown,
): { value: unknown; path: string } {
  if (value === null || typeof value !== 'object' || r.chance(0.15)) return { value: replace(), path: '' };
  const container = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const keys = Object.keys(container);
  if (keys.length === 0) return { value: replace(), path: '' };
  const key = r.pick(keys);
  const child = mutateSomewhere((container as Record<string, unknown>)[key], r, replace);
  (container as Record<string, unknown>)[key] = child.value;
  return { value: container, path: child.path === '' ? key : `${key}.${child.path}` };
}
