import { Inject } from '@nestjs/common';
import { isValidTaxAddress, validateShippingAddress } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import {
  ADDRESS_VALIDATOR,
  type AddressValidator,
} from '../address-port/address-validator.port.js';

const said = (valid: boolean) => (valid ? 'Address is valid' : 'Address is not valid');

/**
 * `tax/avalara/isValidAddress` and `shipping/validateAddress`: the address port's verdict, with
 * its reasons and who judged it. An invalid address is an answer (200), an unknown country a 422.
 */
@CommandController()
export class ValidateAddressController {
  constructor(@Inject(ADDRESS_VALIDATOR) private readonly validator: AddressValidator) {}

  @CommandRoute(isValidTaxAddress)
  async forTax(@Call() { body }: Call<typeof isValidTaxAddress>) {
    const verdict = await this.validator.validate(body);
    return success(said(verdict.valid), verdict);
  }

  @CommandRoute(validateShippingAddress)
  async forShipping(@Call() { body }: Call<typeof validateShippingAddress>) {
    const verdict = await this.validator.validate(body);
    return success(said(verdict.valid), verdict);
  }
}
