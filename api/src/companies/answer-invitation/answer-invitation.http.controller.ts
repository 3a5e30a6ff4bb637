import { Controller } from '@nestjs/common';
import { answerRepresentativeInvitation, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { BuyerCompanyHandler } from '../buyer-company.handler.js';
import { CompanyPageQuery } from '../company-page.query.js';

/** `company/answerInvitation`: the invited buyer accepts or declines. */
@Controller()
export class AnswerInvitationController {
  constructor(
    private readonly handler: BuyerCompanyHandler,
    private readonly page: CompanyPageQuery,
  ) {}

  @CommandRoute(answerRepresentativeInvitation)
  async answer(
    @ValidBody() body: RequestOf<typeof answerRepresentativeInvitation>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof answerRepresentativeInvitation>> {
    await this.handler.answer(body, actor);
    return success(
      body.accept ? 'You now represent the company' : 'Invitation declined',
      await this.page.of(actor.id),
    );
  }
}
