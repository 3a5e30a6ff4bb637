import { z } from 'zod';
import type { RouteEntry } from './route-registry.js';

const envelope = {
  type: 'object',
  required: ['status', 'data'],
  properties: {
    status: { enum: ['success', 'error'] },
    data: {
      type: 'object',
      required: ['message', 'responseType'],
      properties: {
        message: { type: 'string' },
        responseType: { type: 'integer' },
        code: {
          type: 'string',
          description: "A refusal's code, or a success message's code, to word it in any language",
        },
        params: {
          type: 'object',
          description:
            "A broken rule's values (money in integer cents), to word it in any language",
          additionalProperties: { type: ['number', 'string'] },
        },
        responseData: {},
      },
    },
  },
};

/** OpenAPI 3.1 from the route registry: one operation per route, the body schema where declared. */
export function openApiDocument(routes: RouteEntry[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const op: Record<string, unknown> = {
      operationId: `${r.controller}.${r.handler}`,
      tags: [r.path.split('/')[2] ?? 'api'],
      security: r.isPublic ? [] : [{ bearer: [] }],
      'x-roles': r.isPublic ? ['visitor'] : r.roles.length ? r.roles : ['buyer', 'seller', 'admin'],
      responses: {
        default: {
          description: 'Envelope; HTTP status equals data.responseType',
          content: { 'application/json': { schema: envelope } },
        },
      },
    };
    if (r.multipart) {
      op.requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: r.multipart } },
      };
    } else if (r.method !== 'GET') {
      op.requestBody = {
        required: false,
        content: {
          'application/json': {
            schema: r.schema
              ? z.toJSONSchema(r.schema, { io: 'input', unrepresentable: 'any' })
              : { type: 'object' },
          },
        },
      };
    }
    (paths[r.path] ??= {})[r.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Facet marketplace API',
      version: '1',
      description:
        'POST /api/{area}/{action}; every body is the envelope of api-contract.md. 428 terms.required: accept the terms (updateProfile termcheck) first.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
