import fc from 'fast-check';

/** A JSON Schema (2020-12, as OpenAPI 3.1 holds it), read loosely. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

/**
 * Strings without NUL and lone surrogates: those still answer 500 on some routes until every
 * route refuses them up front (issue 20); leave them out until then.
 */
const NUL = String.fromCharCode(0);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isSafe = (s: string) => !s.includes(NUL) && !LONE_SURROGATE.test(s);

/** Strings matching a JSON Schema pattern (ECMA-262 with the u flag, as 2020-12 reads it). */
function patternArbitrary(pattern: string, minLength: number, maxLength: number): fc.Arbitrary<string> {
  const regex = new RegExp(pattern, 'u');
  // fast-check generates from a pattern without lookaheads or Unicode properties: generate from a
  // simpler pattern (lookaheads dropped, letters for \p{L}) and keep what the real one matches.
  const simpler = pattern
    .replace(/\(\?=[^)]*\)/g, '')
    .replaceAll('\\p{L}', 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6');
  try {
    return fc.stringMatching(new RegExp(simpler)).filter((s) => regex.test(s));
  } catch {
    return fc.string({ unit: 'grapheme', minLength, maxLength }).filter((s) => regex.test(s));
  }
}

/** Values to draw from beside generated ones: ids of rows that exist, so that lookups succeed too. */
export interface ArbitraryOptions {
  knownIds?: string[];
}

function stringArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 60);
  let arbitrary: fc.Arbitrary<string>;
  switch (schema.format) {
    case 'uuid':
      arbitrary = options.knownIds?.length
        ? fc.oneof(fc.uuid(), fc.constantFrom(...options.knownIds))
        : fc.uuid();
      break;
    case 'email':
      arbitrary = fc.emailAddress();
      break;
    case 'date-time':
      arbitrary = fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString());
      break;
    case 'date':
      arbitrary = fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10));
      break;
    case 'uri':
      arbitrary = fc.webUrl();
      break;
    default:
      arbitrary = schema.pattern
        ? patternArbitrary(schema.pattern, minLength, maxLength)
        : fc.string({ unit: 'grapheme', minLength, maxLength });
  }
  return arbitrary.filter(
    (s) =>
      isSafe(s) && s.length >= minLength && (schema.maxLength === undefined || s.length <= schema.maxLength),
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100_000);
  const lo = Math.max(min, -1e9);
  const hi = Math.min(max, 1e9);
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values a JSON Schema accepts, as far as the schema can say: refinements the server checks in
 * code (a zip code by country) are not in the schema, so some of these are still refused (400).
 */
export function arbitraryOf(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  options: ArbitraryOptions = {},
): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryOf(resolve(schema.$ref), resolve, options);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => arbitraryOf(b, resolve, options)));
  if (schema.allOf?.length === 1 && schema.allOf[0]) return arbitraryOf(schema.allOf[0], resolve, options);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, resolve, options)));
  }
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, options);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ? arbitraryOf(schema.items, resolve, options) : fc.string();
      const minLength = schema.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.min(schema.maxItems ?? 3, minLength + 3) });
    }
    case 'object':
    case undefined: {
      if (!schema.properties)
        return schema.type === 'object' ? fc.constant({}) : fc.jsonValue({ maxDepth: 2 });
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(schema.properties)) {
        record[name] = arbitraryOf(property, resolve, options);
      }
      return fc.record(record, {
        requiredKeys: Object.keys(record).filter((name) => required.has(name)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A value made from a valid one by a mutation; `refused` says the schema must refuse it. */
export interface Mutant {
  value: unknown;
  refused: boolean;
  mutation: string;
}

/**
 * Values made from valid ones: a required property left out, an unknown property added (both
 * refused by a strict object), something that is not an object at all (refused where the schema
 * is an object), or a property of another type (refused unless that property takes anything).
 */
export function mutantArbitraryOf(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  options: ArbitraryOptions = {},
): fc.Arbitrary<Mutant> {
  const resolved = schema.$ref ? resolve(schema.$ref) : schema;
  const valid = arbitraryOf(resolved, resolve, options);
  const properties = Object.keys(resolved.properties ?? {});
  const required = resolved.required ?? [];
  const isObject = resolved.type === 'object';
  const mutations: fc.Arbitrary<Mutant>[] = [
    fc
      .oneof(fc.constant(null), fc.integer(), fc.constant('text'), fc.constant([]))
      .map((value) => ({ value, refused: isObject, mutation: 'not an object' })),
  ];
  if (isObject && resolved.additionalProperties === false) {
    mutations.push(
      fc
        .tuple(
          valid,
          fc.string({ minLength: 1, maxLength: 8 }).filter((k) => isSafe(k) && !properties.includes(k)),
        )
        .map(([value, key]) => ({
          value: { ...(value as object), [key]: 'unexpected' },
          refused: true,
          mutation: `unknown property ${JSON.stringify(key)}`,
        })),
    );
  }
  if (isObject && required.length > 0) {
    mutations.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => {
        const copy = { ...(value as Record<string, unknown>) };
        delete copy[key];
        return { value: copy, refused: true, mutation: `required ${key} left out` };
      }),
    );
  }
  const textProperties = properties.filter((key) => {
    const property = resolved.properties?.[key];
    const target = property?.$ref ? resolve(property.$ref) : property;
    return target?.type === 'string';
  });
  if (isObject && textProperties.length > 0) {
    // Bad bytes: the edge refuses a NUL or a lone surrogate in any string (plugins/edge.ts).
    mutations.push(
      fc
        .tuple(valid, fc.constantFrom(...textProperties), fc.constantFrom(NUL, '\ud800', 'a\udfffb'))
        .map(([value, key, bad]) => ({
          value: { ...(value as object), [key]: `x${bad}` },
          refused: true,
          mutation: `${key} with a ${bad === NUL ? 'NUL' : 'lone surrogate'}`,
        })),
    );
  }
  if (isObject && properties.length > 0) {
    mutations.push(
      fc
        .tuple(
          valid,
          fc.constantFrom(...properties),
          fc.oneof(fc.constant({ nested: true }), fc.constant(-1.5)),
        )
        .map(([value, key, wrong]) => ({
          value: { ...(value as object), [key]: wrong },
          refused: false,
          mutation: `${key} of another type`,
        })),
    );
  }
  return fc.oneof(...mutations);
}
