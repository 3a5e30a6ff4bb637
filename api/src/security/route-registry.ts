import { ownValue } from '@facet/event-schemas';
import { RequestMethod } from '@nestjs/common';
// Nest's own metadata keys (@nestjs/common/constants: PATH_METADATA, METHOD_METADATA).
const PATH_METADATA = 'path';
const METHOD_METADATA = 'method';
import type { ModulesContainer } from '@nestjs/core';
import type { z } from 'zod';
import type { Role } from '../shared/auth/actor.js';
import { PUBLIC_ROUTE, ROUTE_ROLES, TERMS_EXEMPT } from '../shared/auth/auth.decorators.js';
import { UNPREFIXED_ROUTES } from '../shared/http/unprefixed-routes.js';
import { BODY_SCHEMA, MULTIPART_SCHEMA } from '../shared/http/request-body.js';

export interface RouteEntry {
  method: string;
  path: string;
  controller: string;
  handler: string;
  isPublic: boolean;
  roles: Role[];
  termsExempt: boolean;
  schema: z.ZodType | undefined;
  multipart?: Record<string, unknown>;
}

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;
const meta = <T>(key: string, ...targets: object[]): T | undefined => {
  for (const t of targets) {
    const v = Reflect.getMetadata(key, t) as T | undefined;
    if (v !== undefined) return v;
  }
  return undefined;
};

/** Every controller route Nest knows, with its access rules and body schema (read from decorators). */
export function collectRoutes(modules: ModulesContainer, prefix = 'api'): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const seen = new Set<unknown>();
  for (const mod of modules.values()) {
    for (const wrapper of mod.controllers.values()) {
      const type = wrapper.metatype as (new (...a: never[]) => object) | null;
      if (!type || seen.has(type)) continue;
      seen.add(type);
      const base = (Reflect.getMetadata(PATH_METADATA, type) as string | undefined) ?? '';
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const fn = ownValue(type.prototype as Record<string, unknown>, name);
        if (typeof fn !== 'function' || name === 'constructor') continue;
        const path = Reflect.getMetadata(PATH_METADATA, fn) as string | string[] | undefined;
        if (path === undefined) continue;
        const method =
          RequestMethod[
            (Reflect.getMetadata(METHOD_METADATA, fn) as number | undefined) ?? RequestMethod.GET
          ] ?? 'GET';
        for (const p of Array.isArray(path) ? path : [path]) {
          routes.push({
            method,
            path: UNPREFIXED_ROUTES.includes(join(base, p).slice(1))
              ? join(base, p)
              : join(prefix, base, p),
            controller: type.name,
            handler: name,
            isPublic: meta<boolean>(PUBLIC_ROUTE, fn, type) === true,
            roles: meta<Role[]>(ROUTE_ROLES, fn, type) ?? [],
            termsExempt: meta<boolean>(TERMS_EXEMPT, fn, type) === true,
            schema: meta<z.ZodType>(BODY_SCHEMA, fn),
            multipart: meta<Record<string, unknown>>(MULTIPART_SCHEMA, fn),
          });
        }
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
