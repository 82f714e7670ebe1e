import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod's JSON Schema, reshaped for fast-json-stringify: `anyOf: [X, { type: 'null' }]` (how zod
 * writes a nullable object or array) becomes X with `nullable: true`, which fast-json-stringify
 * writes directly; a real `anyOf` would make it run a validator per value to pick a branch.
 * (Nullable strings and numbers already come as `type: [X, 'null']`, which it handles.)
 */
export function serializableSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(serializableSchema);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema') continue;
    out[key] = serializableSchema(value);
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex((s) => isObject(s) && s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt !== -1 && isObject(other) && typeof other.type === 'string') {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
}

/** The JSON Schema fast-json-stringify writes a zod schema's output by. */
export function fastJsonSchemaOf(schema: z.ZodType): unknown {
  return serializableSchema(
    // An empty metadata registry: no $ref to the API document's components, every schema inline.
    z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      metadata: z.registry(),
    }),
  );
}

/**
 * Replies of hot GET routes written by fast-json-stringify from the route's zod response schema
 * (docs/decisions/0011-catalogue-speed.md), instead of validating each reply with zod and then
 * calling JSON.stringify. The schema is the same one the OpenAPI document is generated from;
 * properties it does not list are never written, so fields that must not leave the server are
 * still stripped. What zod would have checked at run time (string formats, refinements) is not
 * checked again here: these replies are built by our own services from typed rows.
 */
export const jsonSchemaSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, url }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${url}: a response schema is not a zod schema`);
  const stringify = fastJson(fastJsonSchemaOf(schema) as Parameters<typeof fastJson>[0]);
  return (data) => stringify(data);
};
