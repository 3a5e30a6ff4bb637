import { Injectable } from '@nestjs/common';
import { InMemoryUserDirectory } from '../../identity/user-directory/user-directory.js';

/** VIEW-3's input: whether the buyer's last identity check (`user/runKycCheck`) came back clear. */
@Injectable()
export class KycGate {
  constructor(private readonly directory: InMemoryUserDirectory) {}

  passed(userId: string): boolean {
    return this.directory.stateById(userId)?.kyc?.outcome === 'clear';
  }

  /** Name and e-mail for the day list and the mails. */
  person(userId: string): { name: string; email: string; first_name: string } | undefined {
    const s = this.directory.stateById(userId);
    return (
      s && {
        name: `${s.first_name} ${s.last_name}`.trim(),
        email: s.email,
        first_name: s.first_name,
      }
    );
  }
}
