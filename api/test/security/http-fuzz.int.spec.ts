import { declaredRoutes } from '@facet/event-schemas';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type Harness, startHarness } from '../http-harness.js';

interface BodyDoc {
  type?: string;
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
}
interface Operation {
  requestBody?: {
    // The uploader documents multipart/form-data only; it is fuzzed with JSON bodies all the same.
    content: {
      'application/json'?: { schema: BodyDoc };
      'multipart/form-data'?: { schema: BodyDoc };
    };
  };
}
type Doc = { paths: Record<string, Record<string, Operation>> };

interface FieldDoc {
  type?: string | string[];
  $ref?: string;
  anyOf?: FieldDoc[];
  oneOf?: FieldDoc[];
}
/** A JSON type of its own, a reference, or a choice between members that each have one. */
const isTyped = (field: FieldDoc): boolean =>
  typeof field.type === 'string' ||
  (Array.isArray(field.type) && field.type.length > 0) ||
  typeof field.$ref === 'string' ||
  [field.anyOf, field.oneOf].some((members) => !!members?.length && members.every(isTyped));

const absurdNumber = fc.constantFrom(
  1e308,
  -1e308,
  2 ** 53 + 1,
  -0,
  0.1 + 0.2,
  1e-320,
  Number.MAX_SAFE_INTEGER,
  -1,
);
const absurdString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '💎'.repeat(500),
    'x'.repeat(20_000),
    '__proto__',
    '1e999',
    'NaN',
  ),
);
const value = fc.oneof(
  absurdNumber,
  absurdString,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Bodies from the route's schema: known fields with absurd values, unknown fields, prototype keys, non-objects. */
const bodyFor = (props: string[]) =>
  fc.oneof(
    fc
      .dictionary(props.length ? fc.constantFrom(...props) : fc.string(), value, { maxKeys: 8 })
      .map((o) => JSON.stringify(o)),
    fc
      .tuple(
        fc.dictionary(fc.constantFrom(...props, 'unknownField'), value),
        fc.string({ minLength: 1, maxLength: 10 }),
      )
      .map(([o, k]) => JSON.stringify({ ...o, [`x_${k}`]: 1 })),
    fc.constantFrom(
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"role":"admin"}}}',
      '[]',
      '"text"',
      '42',
      'null',
      '{',
      '{"a":',
    ),
    fc.jsonValue({ maxDepth: 6 }).map((v) => JSON.stringify(v)),
  );

describe('HTTP fuzzing from the OpenAPI document', () => {
  let h: Harness;
  let doc: Doc;
  let token = '';
  const login = async () => {
    token = (await h.post('user/login', ADMIN)).body.data.responseData.token as string;
  };

  beforeAll(async () => {
    h = await startHarness();
    doc = (await (await fetch(`${h.baseUrl}/api/docs-json`)).json()) as Doc;
    await login();
  });
  afterAll(() => h.close(), 90_000);

  it('documents every POST route with a request body', () => {
    const posts = Object.values(doc.paths).filter((ops) => ops.post);
    expect(posts.length).toBeGreaterThan(60);
    expect(posts.every((ops) => ops.post?.requestBody)).toBe(true);
  });

  it('serves every POST route from its one declaration in event-schemas', () => {
    // Issue 24: a route's path, body and answer are declared once; nothing is served undeclared.
    const served = Object.entries(doc.paths)
      .filter(([, ops]) => ops.post)
      .map(([path]) => path.replace(/^\/(api\/)?/, ''));
    expect(served.sort()).toEqual(declaredRoutes.map((r) => r.path).sort());
  });

  it("documents every POST body from its route's schema, and nothing else", () => {
    const undocumented = declaredRoutes.filter((route) => {
      const content = doc.paths[`/api/${route.path}`]?.post?.requestBody?.content;
      const documented = route.multipart
        ? content?.['multipart/form-data']?.schema
        : content?.['application/json']?.schema;
      const declared =
        route.multipart ?? z.toJSONSchema(route.request, { io: 'input', unrepresentable: 'any' });
      return JSON.stringify(documented) !== JSON.stringify(declared);
    });
    expect(undocumented.map((r) => r.path)).toEqual([]);
  });

  it('describes every POST body field by field; an empty body is an empty strict object', () => {
    const bare = Object.entries(doc.paths)
      .filter(([, ops]) => ops.post)
      .filter(([, ops]) => {
        const content = ops.post?.requestBody?.content;
        const schema =
          content?.['application/json']?.schema ?? content?.['multipart/form-data']?.schema;
        if (!schema) return true;
        const fields = Object.keys(schema.properties ?? {});
        return fields.length === 0 && schema.additionalProperties !== false;
      })
      .map(([path]) => path);
    // Issue 19, defect 11: 96 POST paths were a bare `{"type":"object"}` before.
    expect(bare).toEqual([]);
  });

  it('gives every field of every request body a JSON type', () => {
    // Issue 19: the fields the hand-written parsers check were `{}` (a description, no type).
    const untyped = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.values(ops).flatMap((op) =>
        Object.values(op.requestBody?.content ?? {}).flatMap(({ schema }) =>
          Object.entries(schema.properties ?? {})
            .filter(([, field]) => !isTyped(field as FieldDoc))
            .map(([name]) => `${path} ${name}`),
        ),
      ),
    );
    expect(untyped).toEqual([]);
  });

  it('never answers 500 to any body on any POST route, signed in or not', async () => {
    const routes = Object.entries(doc.paths)
      .filter(([, ops]) => ops.post)
      .map(([path, ops]) => {
        const props = Object.keys(
          ops.post?.requestBody?.content['application/json']?.schema.properties ?? {},
        );
        return { path, props };
      });
    let requests = 0;
    for (const { path, props } of routes) {
      await fc.assert(
        fc.asyncProperty(bodyFor(props), fc.boolean(), async (body, signedIn) => {
          const res = await fetch(`${h.baseUrl}${path}`, {
            method: 'POST',
            body,
            headers: {
              'content-type': 'application/json',
              ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
            },
          });
          requests += 1;
          if (res.status === 401 && signedIn) await login();
          const envelope = (await res.json()) as { status: string; data: { responseType: number } };
          expect(res.status, `${path} ${body.slice(0, 200)}`).toBeLessThan(500);
          expect(envelope.data.responseType).toBe(res.status);
        }),
        { numRuns: 15, seed: 6 },
      );
    }
    expect(requests).toBeGreaterThan(1000);
  }, 180_000);

  it('answers 413 to a huge body and 400 to prototype-poisoning keys', async () => {
    const huge = await fetch(`${h.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(2_000_000) }),
    });
    expect(huge.status).toBe(413);
    const proto = await fetch(`${h.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__":{"x":1},"email":"a@b.c","password":"p"}',
    });
    expect(proto.status).toBe(400);
    const unknown = await h.post('user/updateProfile', { first_name: 'A', role: 'admin' }, token);
    expect([unknown.status, unknown.body.data.code]).toEqual([400, 'request.unknown-field']);
  });

  it('refuses an unknown field on read routes that took anything before (issue 19, defect 11)', async () => {
    const probes: [string, Record<string, unknown>][] = [
      ['product/search', { limit: 1, page: 1, isAdmin: true }],
      ['auction/search', { limit: 1, sellerId: 'x' }],
      ['product/bidhistory', { id: 'x', user_id: 'y' }],
      ['cart/search', { user_id: 'someone-else' }],
      ['common/getDefault', { name: 'constructor' }],
      ['auction/myBids', { limit: 1, user_id: 'someone-else' }],
    ];
    for (const [path, body] of probes) {
      const res = await h.post(path, body, token);
      expect([path, res.status, res.body.data.code]).toEqual([path, 400, 'request.unknown-field']);
    }
    // The same routes with the fields the web sends still answer.
    expect((await h.post('product/search', { limit: 1, page: 1, filters: {} })).status).toBe(200);
    expect((await h.post('cart/search', {}, token)).status).toBe(200);
  });

  it('sends security headers and allows only configured origins', async () => {
    const res = await fetch(`${h.baseUrl}/api/health`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('strict-transport-security')).toBeTruthy();
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const evil = await fetch(`${h.baseUrl}/api/health`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});
