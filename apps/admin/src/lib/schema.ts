/** The parsed type of a Standard Schema (the contract's zod schemas), without importing zod here. */
export type SchemaOutput<S extends { '~standard': { types?: { output: unknown } | undefined } }> =
  NonNullable<S['~standard']['types']>['output'];

/** The type a Standard Schema accepts. */
export type SchemaInput<S extends { '~standard': { types?: { input: unknown } | undefined } }> = NonNullable<
  S['~standard']['types']
>['input'];
