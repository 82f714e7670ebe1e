import type { z } from 'zod';

/** The messages of a failed parse by dotted path ('' for the root); {} when it passes. */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

/** The first message of a field schema's failed parse, or undefined when it passes. */
export function firstError(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}
