import { Inject, Injectable, Logger } from '@nestjs/common';
import { userStream } from '@facet/event-schemas';
import { APP_CONFIG, type AppConfig } from '../../shared/config/app-config.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import type { UserState } from '../domain/user.decider.js';
import { RegisterUserHandler } from '../register-user/register-user.handler.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

/** ADMIN_EMAIL / ADMIN_PASSWORD become an admin at start; running it again changes nothing. */
@Injectable()
export class AdminAccount {
  private readonly logger = new Logger('Identity');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly register: RegisterUserHandler,
    private readonly directory: InMemoryUserDirectory,
  ) {}

  async ensure(): Promise<UserState> {
    const existing = this.directory.stateByEmail(this.config.adminEmail);
    if (existing) return this.promote(existing);
    try {
      const admin = await this.register.register({
        email: this.config.adminEmail,
        password: this.config.adminPassword,
        first_name: 'Facet',
        last_name: 'Admin',
        phone: null,
        country: null,
        termcheck: true,
        role: 'admin',
        actorId: 'system',
      });
      this.logger.log(`Admin account ${admin.email} created`);
      return admin;
    } catch (err) {
      // Another process registered it first: wait for it to show up in our directory.
      if (!(err instanceof DomainRejection)) throw err;
      await new Promise((r) => setTimeout(r, 300));
      const raced = this.directory.stateByEmail(this.config.adminEmail);
      if (!raced) throw err;
      return this.promote(raced);
    }
  }

  private async promote(user: UserState): Promise<UserState> {
    if (user.role === 'admin') return user;
    const at = this.clock.now().toISOString();
    const result = await this.register.users.handle({
      stream: userStream(user.userId),
      command: { type: 'ChangeUserRole', role: 'admin', actorId: 'system', at },
      commandId: `promote-admin-${user.userId}-${at}`,
      at,
      userId: 'system',
    });
    this.directory.apply(result.events);
    return this.directory.stateById(user.userId) ?? user;
  }
}
