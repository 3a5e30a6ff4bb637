import {
  applyDecorators,
  Controller,
  createParamDecorator,
  type ExecutionContext,
} from '@nestjs/common';
import type { AnyRoute, RequestOf } from '@facet/event-schemas';
import type { Role, SignedInActor } from '../auth/actor.js';
import { type RequestWithActor, Roles } from '../auth/auth.decorators.js';
import { validBody } from './request-body.js';

/**
 * The outline every route's controller shares, named once, so a controller reads as route ->
 * command or query -> answer:
 *
 *     @CommandController('admin')
 *     export class AddCreditController {
 *       constructor(private readonly ledger: LedgerCommandBus) {}
 *
 *       @CommandRoute(addCredit)
 *       async add(@Call() { body, actor }: Call<typeof addCredit>) {
 *         ...
 *         return success('Credit added', { ... }); // checked against the route's declared answer
 *       }
 *     }
 */
export { CommandRoute, type Reply } from './command-route.decorator.js';

/** A controller of routes; with roles, only those may call any of its routes. */
export const CommandController = (...roles: Role[]): ClassDecorator =>
  applyDecorators(Controller(), ...(roles.length > 0 ? [Roles(...roles)] : []));

/** What a route's handler is called with: its body read by the route's schema, and the caller. */
export interface Call<R extends AnyRoute> {
  body: RequestOf<R>;
  actor: SignedInActor;
}

/** A public route's call: a caller without a token has no actor. */
export interface PublicCall<R extends AnyRoute> extends Omit<Call<R>, 'actor'> {
  actor: SignedInActor | undefined;
}

/** The route's call, `{ body, actor }` (`@CommandRoute(route)` on the handler). */
export const Call = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): PublicCall<AnyRoute> => ({
    body: validBody(ctx) as RequestOf<AnyRoute>,
    actor: ctx.switchToHttp().getRequest<RequestWithActor>().actor,
  }),
);
