import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from './document';

/** Where the web client's REST types live: generated, committed, and checked for drift by a test. */
export const WEB_TYPES_PATH = 'web/src/client/openapi.d.ts';

const HEADER = `/**
 * GENERATED from the REST API's OpenAPI document (functions/http/openapi/**) by
 * \`npm run gen:api-types\`. Do not edit: change the route's zod schema and regenerate.
 * tests/unit/web/api-types.test.ts fails when this file and the document disagree.
 */
`;

/** The web client's \`paths\`/\`components\` types, as TypeScript source, from the served document. */
export async function webApiTypes(): Promise<string> {
  // The document object is passed as-is (no JSON round trip): it is the one /openapi.json serves.
  const ast = await openapiTS(openApiDocument() as never, { alphabetize: true });
  return HEADER + astToString(ast);
}
