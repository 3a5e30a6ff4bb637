import { Controller, Inject } from '@nestjs/common';
import { addressSuggestions, geocodeAddress, type RequestOf } from '@facet/event-schemas';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { GEOCODER, type Geocoder } from '../geocoding/geocoder.port.js';

/** The autocomplete offers a handful of places, as a dropdown shows them. */
const SUGGESTIONS = 8;

/** The US address autocomplete (spec section 5): suggestions, then the postal code of the one chosen. */
@Controller()
export class SuggestAddressesController {
  constructor(@Inject(GEOCODER) private readonly geocoder: Geocoder) {}

  @CommandRoute(addressSuggestions)
  async suggest(
    @ValidBody() { query }: RequestOf<typeof addressSuggestions>,
  ): Promise<Reply<typeof addressSuggestions>> {
    const records = await this.geocoder.suggest(query, SUGGESTIONS);
    return success('Address suggestions', { records, geocodedBy: this.geocoder.name });
  }

  @CommandRoute(geocodeAddress)
  async geocode(
    @ValidBody() place: RequestOf<typeof geocodeAddress>,
  ): Promise<Reply<typeof geocodeAddress>> {
    return success('Geocoded', await this.geocoder.geocode(place));
  }
}
