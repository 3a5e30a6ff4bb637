import { Injectable } from '@nestjs/common';
import type { FollowedSellerRecord } from '@facet/event-schemas';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

/** `user/getFollowers`: the sellers the user follows, with their names and the user's rating. */
@Injectable()
export class FollowedSellersQuery {
  constructor(private readonly directory: InMemoryUserDirectory) {}

  of(userId: string): FollowedSellerRecord[] {
    const follows = this.directory.stateById(userId)?.follows ?? new Map();
    return [...follows].map(([sellerId, f]) => {
      const seller = this.directory.byId(sellerId);
      return {
        seller_id: sellerId,
        rating: f.rating,
        first_name: seller?.first_name ?? '',
        last_name: seller?.last_name ?? '',
        created_at: f.at,
      };
    });
  }
}
