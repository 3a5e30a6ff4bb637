import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role, SignedInActor } from './actor.js';

export const PUBLIC_ROUTE = 'facet:public';
export const ROUTE_ROLES = 'facet:roles';
export const TERMS_EXEMPT = 'facet:terms-exempt';

/** Anyone may call; a valid bearer token still identifies the caller (`@CurrentActor()` may be undefined). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_ROUTE, true);

/** Only these roles; without it any signed-in, active user passes. */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator =>
  SetMetadata(ROUTE_ROLES, roles);

/** Reachable before the terms are accepted (session, profile, static pages). */
export const AllowWithoutTerms = (): MethodDecorator & ClassDecorator =>
  SetMetadata(TERMS_EXEMPT, true);

export interface RequestWithActor {
  actor?: SignedInActor;
  /** The session of the bearer token (logout ends it). */
  sessionId?: string;
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
}

export const CurrentActor = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): SignedInActor | undefined =>
    ctx.switchToHttp().getRequest<RequestWithActor>().actor,
);
