/** `npm run openapi`: writes the API's description (OpenAPI 3.1) to docs/openapi.json. */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describeApi, documentText, DOCUMENT_FILE } from '../fake-api/openapi/describe';

const document = await describeApi();
fs.writeFileSync(DOCUMENT_FILE, documentText(document));
console.log(`wrote ${fileURLToPath(DOCUMENT_FILE)}: ${Object.keys(document.paths).length} paths`);
