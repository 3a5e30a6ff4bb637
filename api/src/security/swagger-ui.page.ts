/** The `/api/docs` page: Swagger UI, served from the package (no CDN). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const swaggerUiDir = dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

/** The Swagger UI files the page loads, served from the package (no CDN: works offline). */
export const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

// The page's own start-up, a file rather than inline: the site's CSP allows only 'self' scripts.
export const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
  tryItOutEnabled: true,
  displayRequestDuration: true,
  filter: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});
`;

export const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Facet API</title>
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<noscript>The API reference needs JavaScript; the document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/swagger-ui-standalone-preset.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

const cache = new Map<string, Buffer>();

/** One Swagger UI file the page loads, read from the package once. */
export function swaggerAsset(name: string): Buffer {
  let body = cache.get(name);
  if (!body) {
    body = readFileSync(join(swaggerUiDir, name));
    cache.set(name, body);
  }
  return body;
}
