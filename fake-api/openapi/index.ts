/** The API's description (OpenAPI 3.1) and its pages. */
export { buildDocument, openApiPath, type OpenApiDocument, type Operation } from './document';
export { docsRouter, docsRoutes, DOCS_PATH, DOCUMENT_PATH } from './docsPage';
export { FAILURES } from './envelope';
