import { type CanActivate, type ExecutionContext, UseGuards } from '@nestjs/common';
import type { RequestWithActor } from '../../shared/auth/auth.decorators.js';
import { forbidden } from '../../shared/errors/http-problem.js';

class AdminOnlyGuard implements CanActivate {
  constructor(private readonly message: string) {}

  canActivate(ctx: ExecutionContext): boolean {
    const { actor } = ctx.switchToHttp().getRequest<RequestWithActor>();
    if (actor?.role !== 'admin') throw forbidden(this.message, 'auth.forbidden');
    return true;
  }
}

/** Anyone but an admin is refused with the route's own words, before its body is read. */
export const AdminOnly = (message: string): MethodDecorator & ClassDecorator =>
  UseGuards(new AdminOnlyGuard(message));
