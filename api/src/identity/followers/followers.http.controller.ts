import { Controller } from '@nestjs/common';
import { z } from 'zod';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { BodySchema, fields, ValidBody } from '../../security/body-schema.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

const rating = z.number().int().min(1).max(5);
const followSchema = z.strictObject({ seller_id: fields.id, rating: rating.default(5) });
const updateSchema = z.strictObject({ seller_id: fields.id, rating });
const removeSchema = z.strictObject({ seller_id: fields.id });
const listSchema = z.strictObject({});

/** Sellers the caller follows (spec: watchlisting may follow the seller with rating 5). */
@Controller('user')
export class FollowersController {
  constructor(
    private readonly users: UserCommandBus,
    private readonly directory: InMemoryUserDirectory,
  ) {}

  @CommandRoute('getFollowers')
  @BodySchema(listSchema)
  list(@ValidBody() _b: unknown, @CurrentActor() actor: Actor) {
    const follows = this.directory.stateById(actor.id)?.follows ?? new Map();
    const records = [...follows].map(([sellerId, f]) => {
      const seller = this.directory.byId(sellerId);
      return {
        seller_id: sellerId,
        rating: f.rating,
        first_name: seller?.first_name ?? '',
        last_name: seller?.last_name ?? '',
        created_at: f.at,
      };
    });
    return success('Followers', {
      records,
      totalRecords: records.length,
      setDisp: `Showing ${records.length} of ${records.length}`,
    });
  }

  @CommandRoute('addFollower')
  @BodySchema(followSchema)
  add(@ValidBody() body: z.infer<typeof followSchema>, @CurrentActor() actor: Actor) {
    return this.follow(actor, body.seller_id, body.rating, false);
  }

  @CommandRoute('updateFollower')
  @BodySchema(updateSchema)
  update(@ValidBody() body: z.infer<typeof updateSchema>, @CurrentActor() actor: Actor) {
    return this.follow(actor, body.seller_id, body.rating, true);
  }

  @CommandRoute('removeFollower')
  @BodySchema(removeSchema)
  async remove(@ValidBody() body: z.infer<typeof removeSchema>, @CurrentActor() actor: Actor) {
    await this.users.send(actor.id, { type: 'UnfollowSeller', sellerId: body.seller_id }, actor.id);
    return success('Unfollowed successfully', { seller_id: body.seller_id });
  }

  private async follow(actor: Actor, sellerId: string, rating: number, mustExist: boolean) {
    if (
      this.directory.byId(sellerId)?.role !== 'seller' &&
      this.directory.byId(sellerId)?.role !== 'admin'
    )
      throw notFound('Seller not found', 'seller.not-found');
    await this.users.send(
      actor.id,
      { type: 'FollowSeller', sellerId, rating, mustExist },
      actor.id,
    );
    return success('Followed successfully', { seller_id: sellerId, rating });
  }
}
