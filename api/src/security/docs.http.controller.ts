import { ownValue } from '@facet/event-schemas';
import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { Public } from '../shared/auth/auth.decorators.js';
import { openApiDocument } from './openapi.document.js';
import { collectRoutes } from './route-registry.js';
import { ASSETS, INIT, PAGE, swaggerAsset } from './swagger-ui.page.js';

/**
 * `/api/docs`: an interactive reference (Swagger UI: try a call with a bearer token from
 * `user/login` under Authorize) of the OpenAPI document built from the live route registry, where
 * each body's fields come from the zod schema that validates it (no hand-kept list). Plain GETs
 * with no body, outside the route map.
 */
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
    return PAGE;
  }

  @Get('docs/init.js')
  @Header('content-type', 'text/javascript; charset=utf-8')
  init() {
    return INIT;
  }

  @Get('docs/:asset')
  asset(@Param('asset') name: string, @Res() reply: FastifyReply) {
    const type = Object.hasOwn(ASSETS, name) ? ownValue(ASSETS, name) : undefined;
    if (!type) throw new NotFoundException();
    void reply
      .header('content-type', type)
      .header('cache-control', 'public, max-age=86400')
      .send(swaggerAsset(name));
  }
}
