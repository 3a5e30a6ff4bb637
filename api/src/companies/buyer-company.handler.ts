import { Injectable } from '@nestjs/common';
import { BUYER_COMPANIES, type RequestOf } from '@facet/event-schemas';
import type {
  answerRepresentativeInvitation,
  inviteRepresentative,
  registerBuyerCompany,
  removeRepresentative,
} from '@facet/event-schemas';
import { InMemoryUserDirectory } from '../identity/user-directory/user-directory.js';
import { SettingsCommandBus } from '../settings/settings-bus/settings-command-bus.js';
import type { Actor } from '../shared/auth/actor.js';
import type { CommandInput } from '../shared/event-sourcing/command-buses.js';
import { newId } from '../shared/ids/ids.js';
import { BuyerCompaniesBus } from './buyer-companies-bus.js';
import type { BuyerCompanyCommand } from './domain/index.js';

/** The house's default: a company registers at most two representatives. */
export const DEFAULT_MAX_REPRESENTATIVES = 2;

type Input = CommandInput<BuyerCompanyCommand>;

/** The company page's commands: each turns a request into one command on the register. */
@Injectable()
export class BuyerCompanyHandler {
  constructor(
    private readonly register: BuyerCompaniesBus,
    private readonly users: InMemoryUserDirectory,
    private readonly settings: SettingsCommandBus,
  ) {}

  /** `company_max_representatives`, captured in the command that checks it (COMP-3). */
  async maxRepresentatives(): Promise<number> {
    const v = (await this.settings.current()).variables.get('company_max_representatives');
    return v !== undefined && /^[1-9]\d*$/.test(v) ? Number(v) : DEFAULT_MAX_REPRESENTATIVES;
  }

  registerCompany(r: RequestOf<typeof registerBuyerCompany>, actor: Actor) {
    const { name, registration_number: registrationNumber, country } = r;
    const command = { name, registrationNumber, country, companyId: `company-${newId()}` };
    return this.send({ type: 'RegisterBuyerCompany', ...command }, actor, r.commandId);
  }

  /** The invitee is an existing account, found by its email; they answer with their own login. */
  async invite(r: RequestOf<typeof inviteRepresentative>, actor: Actor) {
    const invitee = this.users.stateByEmail(r.email);
    const buyerId = invitee?.exists ? invitee.userId : null;
    const maxRepresentatives = await this.maxRepresentatives();
    const command = { type: 'InviteRepresentative', buyerId, maxRepresentatives } as const;
    return this.send(command, actor, r.commandId);
  }

  async answer(r: RequestOf<typeof answerRepresentativeInvitation>, actor: Actor) {
    const maxRepresentatives = await this.maxRepresentatives();
    const { company_id: companyId, accept } = r;
    const command = { type: 'AnswerInvitation', companyId, accept, maxRepresentatives } as const;
    return this.send(command, actor, r.commandId);
  }

  remove(r: RequestOf<typeof removeRepresentative>, actor: Actor) {
    const command = { type: 'RemoveRepresentative', buyerId: r.user_id } as const;
    return this.send(command, actor, r.commandId);
  }

  private async send(command: Input, actor: Actor, commandId?: string): Promise<void> {
    await this.register.sendNow(BUYER_COMPANIES, command, actor, commandId, command);
  }
}
