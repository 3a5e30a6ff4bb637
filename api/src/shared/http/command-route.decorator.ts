import { applyDecorators, HttpCode, Post, SetMetadata } from '@nestjs/common';
import type { AnswerOf, AnyRoute } from '@facet/event-schemas';
import type { SuccessEnvelope } from './envelope.js';
import { BODY_SCHEMA, MULTIPART_SCHEMA } from './request-body.js';

/**
 * `POST /api/{path}` answering 200 (the envelope carries the outcome), from the route's one
 * declaration in `event-schemas`: its body is validated with the declared schema (`@ValidBody()`)
 * and published in the OpenAPI document. Several routes where the spec names one call twice
 * (`invoice/invoice` and `product/invoice`); they share one request schema.
 */
export function CommandRoute(route: AnyRoute | readonly AnyRoute[]): MethodDecorator {
  const routes = (Array.isArray(route) ? route : [route]) as readonly AnyRoute[];
  const [first] = routes;
  if (!first) throw new Error('CommandRoute needs a route');
  return applyDecorators(
    Post(routes.map((r) => r.path)),
    HttpCode(200),
    SetMetadata(BODY_SCHEMA, first.request),
    ...(first.multipart ? [SetMetadata(MULTIPART_SCHEMA, first.multipart)] : []),
  );
}

/** What a route's handler returns: the success envelope of its declared answer. */
export type Reply<R extends AnyRoute> = SuccessEnvelope<AnswerOf<R>>;
