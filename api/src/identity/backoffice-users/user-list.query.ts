import { Injectable } from '@nestjs/common';
import {
  type AdminUserRecord,
  type ListResponse,
  type listBuyers,
  type RequestOf,
} from '@facet/event-schemas';
import type { UserState } from '../domain/user.decider.js';
import { listResponse, pageOfRecords } from '../../shared/read-side/page-of-group.js';
import { toAdminUser } from '../user-directory/public-user.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

type UserListRequest = RequestOf<typeof listBuyers>;

/** The back office's buyer lists: `{ records, totalRecords, setDisp }`, newest account first. */
@Injectable()
export class UserListQuery {
  constructor(private readonly directory: InMemoryUserDirectory) {}

  buyers(q: UserListRequest): ListResponse<AdminUserRecord> {
    return this.page((u) => u.role === 'buyer', q);
  }

  /** 'Bidding buyers' are buyers whose account is verified. */
  biddingBuyers(q: UserListRequest): ListResponse<AdminUserRecord> {
    return this.page((u) => u.role === 'buyer' && u.account_verified, q);
  }

  private page(listed: (u: UserState) => boolean, q: UserListRequest) {
    const term = q.searchterm?.toLowerCase();
    const matching = this.directory
      .all()
      .filter(listed)
      .filter((u) => (q.status ? u.status === q.status : true))
      .filter(
        (u) => !term || `${u.first_name} ${u.last_name} ${u.email}`.toLowerCase().includes(term),
      )
      .sort((a, b) => b.registeredAt.localeCompare(a.registeredAt));
    return listResponse(pageOfRecords(matching, q, toAdminUser));
  }
}
