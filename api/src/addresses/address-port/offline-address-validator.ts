import type { AddressVerdict } from '@facet/event-schemas';
import { judgeAddress } from '../domain/address.rules.js';
import { placeBook, postcodeFits } from '../places/place-book.js';
import type { AddressInput, AddressValidator } from './address-validator.port.js';

/**
 * The default adapter: works with no network. It checks the country's postal-code format and
 * that the state belongs to the country and the city to the state; it cannot tell whether the
 * street exists, and says so by naming itself 'offline' in every verdict.
 */
export class OfflineAddressValidator implements AddressValidator {
  readonly name = 'offline';

  async validate(a: AddressInput): Promise<AddressVerdict> {
    const book = await placeBook();
    const { valid, reasons, stateCode } = judgeAddress(a, book, postcodeFits);
    return {
      valid,
      reasons,
      validatedBy: this.name,
      normalized: valid
        ? {
            address1: a.address1,
            address2: a.address2 ?? null,
            city: a.city,
            state: stateCode ?? a.state,
            zip: a.zip.trim().toUpperCase(),
            country: a.country.toUpperCase(),
          }
        : null,
    };
  }
}
