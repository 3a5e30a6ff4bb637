import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type ErrorCode, installHtmlSanitiser } from '@facet/event-schemas';
import type { z } from 'zod';
import { badRequest } from '../errors/http-problem.js';
import { sanitizeHtml } from '../html/html-sanitiser.js';

// Every field a route declares as HTML is cleaned by this one sanitiser while its body is read.
installHtmlSanitiser(sanitizeHtml);

export const BODY_SCHEMA = 'facet:body-schema';
export const MULTIPART_SCHEMA = 'facet:multipart-schema';

const ZOD_DEFAULT = '\u0000zod-default';

/**
 * Parses a body strictly with its route's schema: unknown fields are a 400 (named before any
 * other problem, as the spec's forms expect), so are wrong values, with the field's own wording
 * (`{field}` in it is the field's name) and, where a rule has one, its code.
 */
export function parseBody<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  // A message written in a schema wins over this parse-level one, so an issue that carries it
  // had only zod's own wording ('Invalid input: expected string...'), which names internals.
  // The first parse passes no options: any option leaves zod's compiled object parser (half the
  // speed on bid/confirm); only a refused body is read again, to tell the two wordings apart.
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const result = schema.safeParse(raw ?? {}, { error: () => ZOD_DEFAULT });
  const issues = result.error?.issues ?? [];
  const unknown = issues.find((i) => i.code === 'unrecognized_keys');
  if (unknown?.code === 'unrecognized_keys') {
    const field = unknown.path
      .concat(unknown.keys[0] ?? '')
      .map(String)
      .join('.');
    throw badRequest(`Unknown field ${field}`, 'request.unknown-field', { field });
  }
  const issue = issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  const message =
    issue?.message && issue.message !== ZOD_DEFAULT
      ? issue.message.replaceAll('{field}', field)
      : `Invalid ${field || 'request body'}`;
  const code = issue?.code === 'custom' ? (issue.params?.code as ErrorCode | undefined) : undefined;
  throw badRequest(message, code ?? 'request.invalid-field', { field });
}

/** The request's body read by its handler's declared schema (`@CommandRoute(route)`). */
export function validBody(ctx: ExecutionContext): unknown {
  const schema = Reflect.getMetadata(BODY_SCHEMA, ctx.getHandler()) as z.ZodType | undefined;
  const raw = ctx.switchToHttp().getRequest<{ body?: unknown }>().body;
  if (!schema) throw new Error('@ValidBody() needs @CommandRoute(route) on the handler');
  return parseBody(schema, raw);
}

/** The body read by the route's declared schema (`@CommandRoute(route)`). */
export const ValidBody = createParamDecorator((_: unknown, ctx: ExecutionContext) =>
  validBody(ctx),
);
