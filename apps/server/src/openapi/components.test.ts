import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryOf, type JsonSchema } from '../../test/json-schema-arbitrary';
import { fieldRules } from './components';

const noRef = (ref: string): JsonSchema => {
  throw new Error(`unexpected $ref ${ref}`);
};

describe('field rules written into the API document', () => {
  it('only describe values the server takes', () => {
    // Each rule is generated from (a pattern, a format, a length) and must pass the server's own
    // check of the field: the document may not promise what the server refuses.
    for (const [schema, rules] of fieldRules) {
      const arbitrary = arbitraryOf({ type: 'string', minLength: 1, ...rules } as JsonSchema, noRef);
      fc.assert(
        fc.property(arbitrary, (value) => {
          const result = schema.safeParse(value);
          expect(result.success, `${JSON.stringify(rules)} generated ${JSON.stringify(value)}`).toBe(true);
        }),
        { seed: 20, numRuns: 50 },
      );
    }
  });

  it('refuse values the server refuses', () => {
    const refused: Record<string, string[]> = {
      format: ['not an email', 'a@b', 'a b@c.de'],
      pattern: ['abc', '12', '-', '1.234', '0x10'],
    };
    for (const [schema, rules] of fieldRules) {
      const pattern = typeof rules.pattern === 'string' ? new RegExp(rules.pattern, 'u') : null;
      for (const value of [...refused.pattern!, ...refused.format!]) {
        if (schema.safeParse(value).success) continue;
        // A value the server refuses fails the pattern, or the format the rule names.
        const failsPattern = pattern !== null && !pattern.test(value);
        expect(failsPattern || rules.format !== undefined, `${JSON.stringify(rules)} takes ${value}`).toBe(
          true,
        );
      }
    }
  });
});
