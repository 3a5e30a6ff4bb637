import { applyDecorators, HttpCode, Post, SetMetadata } from '@nestjs/common';
import type { AnswerOf, AnyRoute } from '@facet/event-schemas';
import type { SuccessEnvelope } from './envelope.js';
import { BODY_SCHEMA, MULTIPART_SCHEMA } from './request-body.js';

/** What a route's handler returns: the success envelope of its declared answer. */
export type Reply<R extends AnyRoute> = SuccessEnvelope<AnswerOf<R>>;

/**
 * A handler whose answer is its route's declared answer (checked by `@CommandRoute`); a file's
 * route (no declared answer) or one that writes its own reply (`@Res()`, nothing returned) is free.
 */
type Answering<R extends AnyRoute> = [AnswerOf<R>] extends [never]
  ? (...args: never[]) => unknown
  : (...args: never[]) => Reply<R> | void | Promise<Reply<R> | void>;
type RouteDecorator<R extends AnyRoute> = (
  target: object,
  key: string | symbol,
  handler: { value?: Answering<R> },
) => void;

/**
 * `POST /api/{path}` answering 200 (the envelope carries the outcome), from the route's one
 * declaration in `event-schemas`: its body is validated with the declared schema (`@Call()`,
 * `@ValidBody()`) and published in the OpenAPI document; the handler must answer with the
 * route's declared answer. Several routes where the spec names one call twice
 * (`invoice/invoice` and `product/invoice`); they share one request schema.
 */
export function CommandRoute<R extends AnyRoute>(
  route: R | readonly [R, ...AnyRoute[]],
): RouteDecorator<R> {
  const routes = (Array.isArray(route) ? route : [route]) as readonly AnyRoute[];
  const [first] = routes;
  if (!first) throw new Error('CommandRoute needs a route');
  return applyDecorators(
    Post(routes.map((r) => r.path)),
    HttpCode(200),
    SetMetadata(BODY_SCHEMA, first.request),
    ...(first.multipart ? [SetMetadata(MULTIPART_SCHEMA, first.multipart)] : []),
  ) as RouteDecorator<R>;
}
