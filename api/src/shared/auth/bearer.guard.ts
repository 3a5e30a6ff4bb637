import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { forbidden, HttpProblem, unauthorized } from '../errors/http-problem.js';
import { type Role, USER_DIRECTORY, type UserDirectory } from './actor.js';
import { auditorMayCall, routeKeyOf } from './auditor-access.js';
import {
  PUBLIC_ROUTE,
  type RequestWithActor,
  ROUTE_ROLES,
  TERMS_EXEMPT,
} from './auth.decorators.js';
import { TokenService } from './token.service.js';

/**
 * Global guard: signed in and active unless `@Public()`, and in one of `@Roles(...)` when set.
 * A user who has not accepted the terms gets 428 `terms.required` (not 403, which logs the client
 * out) on every non-public route not marked `@AllowWithoutTerms()`; the client shows the terms dialog.
 * An auditor is refused every route but their own and a short list of reads (auditor-access.ts).
 */
@Injectable()
export class BearerGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const targets = [ctx.getHandler(), ctx.getClass()];
    const isPublic =
      this.reflector.getAllAndOverride<boolean | undefined>(PUBLIC_ROUTE, targets) === true;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROUTE_ROLES, targets);
    const req = ctx.switchToHttp().getRequest<RequestWithActor>();
    const header = req.headers.authorization;
    const token =
      typeof header === 'string' && header.startsWith('Bearer ')
        ? header.slice(7).trim()
        : undefined;
    if (!token) {
      if (isPublic) return true;
      throw unauthorized('Please login to continue');
    }
    const claims = await this.tokens.verify(token);
    const user = claims ? this.users.byId(claims.sub) : undefined;
    if (!user || !claims) {
      if (isPublic) return true;
      throw unauthorized('Session expired, please login again', 'auth.invalid-token');
    }
    // Issue 18: read-only, whatever the route's roles say (see auditor-access.ts).
    if (user.role === 'auditor' && !auditorMayCall(roles, routeKeyOf(req)))
      throw forbidden('Auditors may only read the audit log');
    if (user.status === 'deactivate')
      throw forbidden('Your account is deactivated', 'auth.deactivated');
    req.actor = {
      id: user.id,
      role: user.role,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
    };
    req.sessionId = claims.sid;
    if (roles && roles.length > 0 && !roles.includes(user.role))
      throw forbidden('You are not allowed to do that');
    const exempt =
      this.reflector.getAllAndOverride<boolean | undefined>(TERMS_EXEMPT, targets) === true;
    if (user.termcheck === false && !isPublic && !exempt) {
      throw new HttpProblem(428, 'terms.required', 'You need to accept the terms and conditions');
    }
    return true;
  }
}
