import {
  answerRepresentativeInvitation,
  getBuyerCompany,
  inviteRepresentative,
  registerBuyerCompany,
  removeRepresentative,
} from '@facet/event-schemas';
import type { SignedInActor } from '../../shared/auth/actor.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { BuyerCompanyHandler } from '../buyer-company.handler.js';
import { CompanyPageQuery } from '../company-page.query.js';

/**
 * `company/*`: the caller's company page, and the commands that change it. Every command answers
 * with the page as the caller now sees it, so the Company tab redraws from the answer alone.
 */
@CommandController()
export class CompanyController {
  constructor(
    private readonly handler: BuyerCompanyHandler,
    private readonly page: CompanyPageQuery,
  ) {}

  /** `company/get`: their company, its representatives and invitations. */
  @CommandRoute(getBuyerCompany)
  async get(@Call() { actor }: Call<typeof getBuyerCompany>) {
    return this.answer('Company', actor);
  }

  /** `company/register`: the caller registers their company and becomes its first representative. */
  @CommandRoute(registerBuyerCompany)
  async registerCompany(@Call() { body, actor }: Call<typeof registerBuyerCompany>) {
    await this.handler.registerCompany(body, actor);
    return this.answer('Company registered', actor);
  }

  /** `company/addRepresentative`: a representative invites another buyer account by its email. */
  @CommandRoute(inviteRepresentative)
  async invite(@Call() { body, actor }: Call<typeof inviteRepresentative>) {
    await this.handler.invite(body, actor);
    return this.answer('Representative invited', actor);
  }

  /** `company/answerInvitation`: the invited buyer accepts or declines. */
  @CommandRoute(answerRepresentativeInvitation)
  async answerInvitation(@Call() { body, actor }: Call<typeof answerRepresentativeInvitation>) {
    await this.handler.answer(body, actor);
    return this.answer(
      body.accept ? 'You now represent the company' : 'Invitation declined',
      actor,
    );
  }

  /** `company/removeRepresentative`: one leaves, removes a colleague or withdraws an invitation. */
  @CommandRoute(removeRepresentative)
  async remove(@Call() { body, actor }: Call<typeof removeRepresentative>) {
    await this.handler.remove(body, actor);
    return this.answer('Representative removed', actor);
  }

  private async answer(message: string, actor: SignedInActor) {
    return success(message, await this.page.of(actor.id));
  }
}
