import { Controller } from '@nestjs/common';
import { getAllCities, getAllCountries, getAllStates, type RequestOf } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { byName, knownCountry, stateOf } from '../domain/address.rules.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { countriesWithPhoneCodes, placeBook } from '../places/place-book.js';

/** `commonFunction/getAll{Countries,States,Cities}`: the place lists, by name ascending (ADDR-5). */
@Controller()
export class ListPlacesController {
  @Public()
  @CommandRoute(getAllCountries)
  async countries(): Promise<Reply<typeof getAllCountries>> {
    return success('Countries', { records: byName(await countriesWithPhoneCodes()) });
  }

  @Public()
  @CommandRoute(getAllStates)
  async states(
    @ValidBody() { country }: RequestOf<typeof getAllStates>,
  ): Promise<Reply<typeof getAllStates>> {
    const book = await placeBook();
    const { code } = knownCountry(book, country);
    const records = byName(book.states(code)).map((s) => ({ ...s, country: code }));
    return success('States', { records });
  }

  @Public()
  @CommandRoute(getAllCities)
  async cities(
    @ValidBody() { country, state }: RequestOf<typeof getAllCities>,
  ): Promise<Reply<typeof getAllCities>> {
    const book = await placeBook();
    const { code } = knownCountry(book, country);
    const found = stateOf(book, code, state) ?? reject('address.unknown-state', { state, country });
    const names = book.cities(code, found.code).map((name) => ({ name }));
    const records = byName(names).map(({ name }) => ({ name, state: found.code, country: code }));
    return success('Cities', { records });
  }
}
