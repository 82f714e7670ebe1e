import createClient, { type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema';

export type { components, operations, paths };

/** A schema the API document names (`#/components/schemas/<name>`), as the server answers it. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The JSON body an operation answers with a status (200 unless said). */
export type ResponseOf<
  Id extends keyof operations,
  Status extends keyof operations[Id]['responses'] = 200 extends keyof operations[Id]['responses']
    ? 200
    : keyof operations[Id]['responses'],
> = operations[Id]['responses'][Status] extends { content: { 'application/json': infer Body } }
  ? Body
  : never;

/** The JSON body an operation takes. */
export type RequestBodyOf<Id extends keyof operations> = operations[Id] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : operations[Id] extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body
    : never;

/** The query parameters an operation takes (every one optional unless the document requires it). */
export type QueryOf<Id extends keyof operations> = operations[Id]['parameters'] extends {
  query?: infer Query;
}
  ? NonNullable<Query>
  : never;

/**
 * The typed client of the Patchbay API (openapi-fetch): paths, parameters, bodies and answers are
 * checked against the API document at compile time, so a change of a server schema breaks the
 * caller's type-check. Without `baseUrl` it calls the page's own origin.
 */
export function createPatchbayClient(options: ClientOptions = {}) {
  return createClient<paths>({ credentials: 'include', ...options });
}
export type PatchbayClient = ReturnType<typeof createPatchbayClient>;
