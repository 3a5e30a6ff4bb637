import { answerRepresentativeInvitation } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { BuyerCompanyHandler } from '../buyer-company.handler.js';
import { CompanyPageQuery } from '../company-page.query.js';

/** `company/answerInvitation`: the invited buyer accepts or declines. */
@CommandController()
export class AnswerInvitationController {
  constructor(
    private readonly handler: BuyerCompanyHandler,
    private readonly page: CompanyPageQuery,
  ) {}

  @CommandRoute(answerRepresentativeInvitation)
  async answer(@Call() { body, actor }: Call<typeof answerRepresentativeInvitation>) {
    await this.handler.answer(body, actor);
    return success(
      body.accept ? 'You now represent the company' : 'Invitation declined',
      await this.page.of(actor.id),
    );
  }
}
