import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';

export const GENERATED_HEADER = `/**
 * The types of the Patchbay API, generated from its OpenAPI document (/api/openapi.json) by
 * openapi-typescript. Do not edit: run \`npm run generate -w @patchbay/client\` after a change of
 * the server's schemas (a test fails while this file is stale).
 */

`;

/** The TypeScript types of an API document, as packages/client/src/schema.ts holds them. */
export async function clientTypesOf(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, {
    alphabetize: false,
    exportType: false,
    // A file part (a string with a media type, or format binary) is what a browser sends: a Blob
    // (a File is one), not a string.
    transform(schema) {
      if (schema.type === 'string' && ('contentMediaType' in schema || schema.format === 'binary')) {
        return ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
      }
      return undefined;
    },
  });
  return GENERATED_HEADER + astToString(ast);
}
