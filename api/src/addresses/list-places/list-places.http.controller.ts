import { getAllCities, getAllCountries, getAllStates } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute, type Reply } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { byName, knownCountry, stateOf } from '../domain/address.rules.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { countriesWithPhoneCodes, placeBook } from '../places/place-book.js';

/** `commonFunction/getAll{Countries,States,Cities}`: the place lists, by name ascending (ADDR-5). */
@CommandController()
export class ListPlacesController {
  @Public()
  @CommandRoute(getAllCountries)
  async countries(): Promise<Reply<typeof getAllCountries>> {
    return success('Countries', { records: byName(await countriesWithPhoneCodes()) });
  }

  @Public()
  @CommandRoute(getAllStates)
  async states(@Call() { body: { country } }: Call<typeof getAllStates>) {
    const book = await placeBook();
    const { code } = knownCountry(book, country);
    const records = byName(book.states(code)).map((s) => ({ ...s, country: code }));
    return success('States', { records });
  }

  @Public()
  @CommandRoute(getAllCities)
  async cities(@Call() { body: { country, state } }: Call<typeof getAllCities>) {
    const book = await placeBook();
    const { code } = knownCountry(book, country);
    const found = stateOf(book, code, state) ?? reject('address.unknown-state', { state, country });
    const names = book.cities(code, found.code).map((name) => ({ name }));
    const records = byName(names).map(({ name }) => ({ name, state: found.code, country: code }));
    return success('Cities', { records });
  }
}
