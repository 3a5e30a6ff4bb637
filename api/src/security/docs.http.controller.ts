import { Controller, Get, Header } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { Public } from '../shared/auth/auth.decorators.js';
import { openApiDocument } from './openapi.document.js';
import { collectRoutes } from './route-registry.js';

/** The OpenAPI document built from the live route registry (no hand-kept list). */
@Public()
@Controller()
export class DocsController {
  private doc: ReturnType<typeof openApiDocument> | undefined;

  constructor(private readonly modules: ModulesContainer) {}

  @Get(['docs-json', 'openapi.json'])
  json() {
    this.doc ??= openApiDocument(collectRoutes(this.modules));
    return this.doc;
  }

  @Get('docs')
  @Header('content-type', 'text/html; charset=utf-8')
  html() {
    const rows = Object.entries(this.json().paths)
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(
          ([m, op]) =>
            `<tr><td>${m.toUpperCase()}</td><td>${path}</td><td>${(op as { 'x-roles': string[] })['x-roles'].join(', ')}</td></tr>`,
        ),
      )
      .join('');
    return `<!doctype html><html><head><title>Facet API</title></head><body><h1>Facet API</h1><p>JSON: <a href="/api/docs-json">/api/docs-json</a></p><table>${rows}</table></body></html>`;
  }
}
