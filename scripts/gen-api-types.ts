/** Writes the web client's REST types from the OpenAPI document (see functions/http/openapi/web-types.ts). */
import { writeFile } from 'node:fs/promises';
import { WEB_TYPES_PATH, webApiTypes } from '../functions/http/openapi/web-types';

await writeFile(WEB_TYPES_PATH, await webApiTypes());
console.log(`wrote ${WEB_TYPES_PATH}`);
