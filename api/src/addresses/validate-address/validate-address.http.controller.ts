import { Controller, Inject } from '@nestjs/common';
import { isValidTaxAddress, type RequestOf, validateShippingAddress } from '@facet/event-schemas';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import {
  ADDRESS_VALIDATOR,
  type AddressValidator,
} from '../address-port/address-validator.port.js';

const said = (valid: boolean) => (valid ? 'Address is valid' : 'Address is not valid');

/**
 * `tax/avalara/isValidAddress` and `shipping/validateAddress`: the address port's verdict, with
 * its reasons and who judged it. An invalid address is an answer (200), an unknown country a 422.
 */
@Controller()
export class ValidateAddressController {
  constructor(@Inject(ADDRESS_VALIDATOR) private readonly validator: AddressValidator) {}

  @CommandRoute(isValidTaxAddress)
  async forTax(
    @ValidBody() body: RequestOf<typeof isValidTaxAddress>,
  ): Promise<Reply<typeof isValidTaxAddress>> {
    const verdict = await this.validator.validate(body);
    return success(said(verdict.valid), verdict);
  }

  @CommandRoute(validateShippingAddress)
  async forShipping(
    @ValidBody() body: RequestOf<typeof validateShippingAddress>,
  ): Promise<Reply<typeof validateShippingAddress>> {
    const verdict = await this.validator.validate(body);
    return success(said(verdict.valid), verdict);
  }
}
