import { z } from 'zod';

type Json = Record<string, unknown>;

/**
 * The JSON schema a provider receives: the contract schema converted by zod, with the root's `$ref`
 * expanded (OpenAI wants an object at the root) and the `allOf: [{ $ref }]` wrappers zod puts around
 * described references collapsed (OpenAI rejects `allOf`). Descriptions stay: they instruct the model.
 */
export function providerJsonSchema(schema: z.ZodType): Json {
  // Converting a recursive contract takes milliseconds; the result never changes, so it is made once.
  let cached = converted.get(schema);
  if (!cached) {
    cached = convert(schema);
    converted.set(schema, cached);
  }
  return cached;
}

const converted = new WeakMap<z.ZodType, Json>();

function convert(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as Json;
  const definitions = (json['definitions'] ?? {}) as Record<string, Json>;
  const ref = typeof json['$ref'] === 'string' ? (json['$ref'] as string).replace('#/definitions/', '') : undefined;
  const rootDefinition = ref ? definitions[ref] : undefined;
  const root: Json = rootDefinition ? { ...rootDefinition } : { ...json };
  delete root['$schema'];
  delete root['$ref'];
  const rest: Record<string, Json> = {};
  for (const [name, definition] of Object.entries(definitions))
    if (name !== ref) rest[name] = collapse(definition) as Json;
  const out = collapse(root) as Json;
  delete out['definitions'];
  if (Object.keys(rest).length > 0) out['definitions'] = rest;
  return out;
}

function collapse(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(collapse);
  if (typeof value !== 'object' || value === null) return value;
  const node = value as Json;
  const allOf = node['allOf'];
  if (Array.isArray(allOf) && allOf.length === 1 && typeof (allOf[0] as Json)['$ref'] === 'string') {
    return { $ref: (allOf[0] as Json)['$ref'] };
  }
  const out: Json = {};
  for (const [key, child] of Object.entries(node)) out[key] = collapse(child);
  return out;
}
