import { z } from 'zod';

/** The JSON Schema subset zod emits for our route schemas. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
}

/** Where a sample needs an id: the field's name and a pick from the caller's pool. */
export type IdSource = (field: string) => string;

const MAX_DEPTH = 8;

/** JSON Schema of a route's zod input schema, as the OpenAPI document describes it. */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref' }) as JsonSchema;
}

/**
 * A small value that satisfies a schema's shape (required fields only, first union branch), with every uuid
 * taken from `ids`: the tenant-isolation probe sends other workspaces' ids in otherwise well-formed requests,
 * so that a refusal comes from the ownership check and not from validation.
 */
export function sampleInput(root: JsonSchema, ids: IdSource): unknown {
  const resolve = (node: JsonSchema): JsonSchema => {
    if (!node.$ref) return node;
    const name = node.$ref.replace(/^#\/(\$defs|components\/schemas)\//, '');
    return root.$defs?.[name] ?? {};
  };
  const sample = (raw: JsonSchema, field: string, depth: number): unknown => {
    const node = resolve(raw);
    if (node.const !== undefined) return node.const;
    if (node.enum?.length) return node.enum[0];
    if (node.default !== undefined && depth > 0) return node.default;
    const branches = node.anyOf ?? node.oneOf;
    if (branches?.length) {
      const usable = branches.find((b) => resolve(b).type !== 'null') ?? branches[0];
      return usable ? sample(usable, field, depth) : null;
    }
    if (node.allOf?.length) return sample(Object.assign({}, ...node.allOf.map(resolve)), field, depth);
    const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
    switch (type) {
      case 'object': {
        const out: Record<string, unknown> = {};
        if (depth >= MAX_DEPTH) return out;
        for (const key of node.required ?? []) {
          const child = node.properties?.[key];
          if (child) out[key] = sample(child, key, depth + 1);
        }
        return out;
      }
      case 'array': {
        const count = depth >= MAX_DEPTH ? 0 : (node.minItems ?? 0);
        if (node.prefixItems) return node.prefixItems.map((item) => sample(item, field, depth + 1));
        return Array.from({ length: count }, () => sample(node.items ?? {}, field, depth + 1));
      }
      case 'string':
        return sampleString(node, field, ids);
      case 'integer':
      case 'number':
        return node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 1);
      case 'boolean':
        return false;
      case 'null':
        return null;
      default:
        return null;
    }
  };
  return sample(root, '', 0);
}

function sampleString(node: JsonSchema, field: string, ids: IdSource): string {
  switch (node.format) {
    case 'uuid':
      return ids(field);
    case 'email':
      return 'probe@example.test';
    case 'date-time':
      return '2026-01-01T00:00:00.000Z';
    case 'date':
      return '2026-01-01';
    default:
      return 'probe'.padEnd(node.minLength ?? 0, 'x');
  }
}
