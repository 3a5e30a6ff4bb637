import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { Public } from '../shared/auth/auth.decorators.js';
import { openApiDocument } from './openapi.document.js';
import { collectRoutes } from './route-registry.js';

const swaggerUiDir = dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

/** The Swagger UI files the page loads, served from the package (no CDN: works offline). */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

// The page's own start-up, a file rather than inline: the site's CSP allows only 'self' scripts.
const INIT = `window.ui = SwaggerUIBundle({
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

const PAGE = `<!doctype html>
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

/**
 * `/api/docs`: an interactive reference (Swagger UI: try a call with a bearer token from
 * `user/login` under Authorize) of the OpenAPI document built from the live route registry, where
 * each body's fields come from the zod schema that validates it (no hand-kept list).
 */
@Public()
@Controller()
export class DocsController {
  private doc: ReturnType<typeof openApiDocument> | undefined;
  private readonly assets = new Map<string, Buffer>();

  constructor(private readonly modules: ModulesContainer) {}

  @Get(['docs-json', 'openapi.json'])
  json() {
    this.doc ??= openApiDocument(collectRoutes(this.modules));
    return this.doc;
  }

  @Get('docs')
  @Header('content-type', 'text/html; charset=utf-8')
  html() {
    return PAGE;
  }

  @Get('docs/init.js')
  @Header('content-type', 'text/javascript; charset=utf-8')
  init() {
    return INIT;
  }

  @Get('docs/:asset')
  asset(@Param('asset') name: string, @Res() reply: FastifyReply) {
    const type = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (!type) throw new NotFoundException();
    let body = this.assets.get(name);
    if (!body) {
      body = readFileSync(join(swaggerUiDir, name));
      this.assets.set(name, body);
    }
    void reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=86400')
      .send(body);
  }
}
