import { payAuthorizeNet } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { PayThroughProvider } from '../online-providers/pay-through-provider.js';

/**
 * `payment/authorize`: an invoice paid with Authorize.Net, the card entered in Accept.js's own
 * form, which sends us only its token (`payload.opaqueData.dataValue`), never the card number.
 * Without Authorize.Net credentials: 'Payment provider not configured'.
 */
@CommandController()
export class PayAuthorizeNetController {
  constructor(private readonly provider: PayThroughProvider) {}

  @CommandRoute(payAuthorizeNet)
  async authorizeNet(@Call() { body, actor }: Call<typeof payAuthorizeNet>) {
    const opaque = body.payload?.opaqueData as { dataValue?: unknown } | undefined;
    const token =
      typeof opaque?.dataValue === 'string' ? opaque.dataValue.slice(0, 8192) : undefined;
    return success(
      'Paid with Authorize.Net',
      await this.provider.pay('authorize-net', body, actor, token),
    );
  }
}
