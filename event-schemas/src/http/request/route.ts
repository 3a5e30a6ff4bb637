import type { z } from 'zod';

declare const answerType: unique symbol;

/** The type of a route's answer (`responseData`), carried by the declaration's type only. */
export interface Answer<T> {
  readonly [answerType]: T;
}

/** Names a route's answer type: `answer<BidAnswer>()`. Nothing exists at run time. */
export const answer = <T>(): Answer<T> => undefined as unknown as Answer<T>;

/**
 * One route, declared once: `POST /api/{path}`, its body's schema (the server validates with it
 * and publishes it to OpenAPI; the web sends its input type) and its answer's type.
 */
export interface Route<P extends string = string, Req extends z.ZodType = z.ZodType, A = unknown> {
  readonly path: P;
  readonly request: Req;
  readonly answer: Answer<A>;
  /** A multipart route's form fields as JSON Schema (the handler reads the parts itself). */
  readonly multipart?: Record<string, unknown>;
}

export const route = <const P extends string, Req extends z.ZodType, A>(
  declaration: Route<P, Req, A>,
): Route<P, Req, A> => declaration;

/** The same call under a second path (the spec names some twice: `invoice/invoice`, `product/invoice`). */
export const alias = <const P extends string, Req extends z.ZodType, A>(
  of: Route<string, Req, A>,
  path: P,
): Route<P, Req, A> => ({ ...of, path });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = Route<string, z.ZodType<any, any>, any>;

/** What the handler gets: the body after its schema read it. */
export type RequestOf<R extends AnyRoute> = z.output<R['request']>;
/** What a client sends. */
export type BodyOf<R extends AnyRoute> = z.input<R['request']>;
/** What the route answers in `responseData`. */
export type AnswerOf<R extends AnyRoute> = R['answer'] extends Answer<infer A> ? A : never;
