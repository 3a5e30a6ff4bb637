import { Injectable } from '@nestjs/common';
import type { CompanyOwnerRecord } from '@facet/event-schemas';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

/** `user/getCompanyOwners`: the owners the user told of, in the order they were added. */
@Injectable()
export class CompanyOwnersQuery {
  constructor(private readonly directory: InMemoryUserDirectory) {}

  of(userId: string): CompanyOwnerRecord[] {
    const owners = this.directory.stateById(userId)?.companyOwners ?? new Map();
    return [...owners].map(([id, owner]) => ({ id, ...owner }));
  }
}
