/**
 * The description served: `GET /api/openapi.json`, and `/api/docs`, a page that reads it in the
 * browser with Swagger UI, served from node_modules by the API itself (no outside request; the
 * page uses system fonts) under the console's own Content-Security-Policy.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import express from 'express';
import type { RouteRule } from '../authorization';
import { ApiFailure, CODES } from '../envelope';
import { CONSOLE_CSP } from '../hardening';
import type { OpenApiDocument } from './document';

export const DOCUMENT_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * API_DOCS=off: neither the description nor its page is served (they answer as unknown routes), for
 * an operator who would not list the routes to strangers; on by default, production included.
 */
export function apiDocsOn(env: NodeJS.ProcessEnv): boolean {
  const raw = (env.API_DOCS ?? '').trim();
  if (raw === '' || raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`API_DOCS must be on or off, got "${raw.slice(0, 40)}"`);
}

/** Anyone may read the description, as anyone may read this repository's docs. */
export const docsRoutes: readonly RouteRule[] = [
  { method: 'GET', path: DOCUMENT_PATH, roles: 'public' },
  { method: 'GET', path: DOCS_PATH, roles: 'public' },
  { method: 'GET', path: `${DOCS_PATH}/:file`, roles: 'public' },
];

const SWAGGER_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** The files of Swagger UI the page loads; nothing else of node_modules is reachable. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css',
  'swagger-ui-bundle.js': 'text/javascript',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>MDS Console API</title>
    <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png" />
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css" />
    <link rel="stylesheet" href="${DOCS_PATH}/page.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/page.js"></script>
  </body>
</html>
`;

// A file, not an inline script: the page keeps the console's CSP (script-src 'self').
const PAGE_SCRIPT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(DOCUMENT_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'list',
  // No call to an outside validator.
  validatorUrl: null,
});
`;
const PAGE_STYLE = `body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }\n`;

/** The description's routes; `describe` gives the document (made once, when first asked for). */
export function docsRouter(describe: () => OpenApiDocument) {
  const router = express.Router({ caseSensitive: true, strict: true });
  router.get(DOCUMENT_PATH, (_req, res) => {
    res.json(describe());
  });
  router.get(DOCS_PATH, (_req, res) => {
    res.set('Content-Security-Policy', CONSOLE_CSP).type('html').send(PAGE);
  });
  router.get(`${DOCS_PATH}/:file`, (req, res, next) => {
    const { file } = req.params;
    if (file === 'page.js') return res.type('text/javascript').send(PAGE_SCRIPT);
    if (file === 'page.css') return res.type('text/css').send(PAGE_STYLE);
    if (!Object.hasOwn(ASSETS, file)) return next(new ApiFailure(CODES.notFound, 'no such file'));
    res.type(ASSETS[file]).sendFile(path.join(SWAGGER_DIR, file));
  });
  return router;
}
