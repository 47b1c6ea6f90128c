/** `npm run openapi`: writes the API's description (OpenAPI 3.1) to docs/openapi.json. */
import fs from 'node:fs';
import { describeApi, documentText, DOCUMENT_FILE } from '../fake-api/openapi/describe';

const document = await describeApi();
fs.writeFileSync(DOCUMENT_FILE, documentText(document));
console.log(`wrote ${DOCUMENT_FILE}: ${Object.keys(document.paths).length} paths`);
