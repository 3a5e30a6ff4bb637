import { Controller } from '@nestjs/common';
import { payAuthorizeNet, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { PayThroughProvider } from '../online-providers/pay-through-provider.js';

/**
 * `payment/authorize`: an invoice paid with Authorize.Net, the card entered in Accept.js's own
 * form, which sends us only its token (`payload.opaqueData.dataValue`), never the card number.
 * Without Authorize.Net credentials: 'Payment provider not configured'.
 */
@Controller()
export class PayAuthorizeNetController {
  constructor(private readonly provider: PayThroughProvider) {}

  @CommandRoute(payAuthorizeNet)
  async authorizeNet(
    @ValidBody() body: RequestOf<typeof payAuthorizeNet>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof payAuthorizeNet>> {
    const opaque = body.payload?.opaqueData as { dataValue?: unknown } | undefined;
    const token =
      typeof opaque?.dataValue === 'string' ? opaque.dataValue.slice(0, 8192) : undefined;
    return success(
      'Paid with Authorize.Net',
      await this.provider.pay('authorize-net', body, actor, token),
    );
  }
}
