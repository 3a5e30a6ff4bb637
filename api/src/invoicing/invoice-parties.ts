import { Injectable } from '@nestjs/common';
import type { InvoiceParty, UserAddress } from '@facet/event-schemas';
import { InMemoryUserDirectory } from '../identity/user-directory/user-directory.js';

/** The buyer and the seller of an invoice as its seller or an admin sees them. */
@Injectable()
export class InvoiceParties {
  constructor(private readonly users: InMemoryUserDirectory) {}

  party(userId: string): InvoiceParty | null {
    const u = this.users.stateById(userId);
    if (!u?.exists) return null;
    return {
      id: u.userId,
      first_name: u.first_name,
      last_name: u.last_name,
      email: u.email,
      company_name: u.company_name,
      phone: u.phone,
    };
  }

  /** Who acted, as the invoice's history names them: first and last name, else the id. */
  name(userId: string): string {
    const p = this.party(userId);
    return p ? `${p.first_name} ${p.last_name}`.trim() || userId : userId;
  }

  address = (userId: string): UserAddress | null => this.users.stateById(userId)?.address ?? null;
}
