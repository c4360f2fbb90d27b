import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

/** `#/components/schemas/X` inside a response schema, as a reference ajv can follow. */
const relink = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(relink);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string'
        ? v.replace('#/components/schemas/', 'components#/$defs/')
        : relink(v),
    ]),
  );
};

/**
 * Checks real answers of the API against its OpenAPI document: the status is one the operation
 * declares, the content type one that status declares, and a JSON body matches that schema
 * (ajv, JSON Schema 2020-12 with formats). Answers the problems found, empty when it conforms.
 */
export function openApiValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'components', $defs: relink(doc.components.schemas) as object });
  const compiled = new Map<string, ValidateFunction>();

  return {
    /** Problems of one answer to `method path` (path without query), or [] when it conforms. */
    check(method: string, path: string, status: number, contentType: string, body: string): string[] {
      const operation = doc.paths[path]?.[method.toLowerCase()];
      if (!operation) return [`${method} ${path} is not in the document`];
      const response = operation.responses[String(status)];
      if (!response) return [`${method} ${path} answered ${status}, which it does not declare`];
      const media = Object.keys(response.content ?? {}).find((m) => contentType.split(';')[0]!.trim() === m);
      if (!media) return [`${method} ${path} ${status} answered content type "${contentType}", not declared`];
      if (media !== 'application/json') return [];
      const key = `${method} ${path} ${status}`;
      let validate = compiled.get(key);
      if (!validate) {
        validate = ajv.compile(relink(response.content![media]!.schema ?? {}) as object);
        compiled.set(key, validate);
      }
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return [`${key}: body is not JSON: ${body.slice(0, 80)}`];
      }
      return validate(json) ? [] : [`${key}: ${ajv.errorsText(validate.errors)} in ${body.slice(0, 200)}`];
    },
  };
}
