import { Inject } from '@nestjs/common';
import { addressSuggestions, geocodeAddress } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { GEOCODER, type Geocoder } from '../geocoding/geocoder.port.js';

/** The autocomplete offers a handful of places, as a dropdown shows them. */
const SUGGESTIONS = 8;

/** The US address autocomplete (spec section 5): suggestions, then the postal code of the one chosen. */
@CommandController()
export class SuggestAddressesController {
  constructor(@Inject(GEOCODER) private readonly geocoder: Geocoder) {}

  @CommandRoute(addressSuggestions)
  async suggest(@Call() { body: { query } }: Call<typeof addressSuggestions>) {
    const records = await this.geocoder.suggest(query, SUGGESTIONS);
    return success('Address suggestions', { records, geocodedBy: this.geocoder.name });
  }

  @CommandRoute(geocodeAddress)
  async geocode(@Call() { body: place }: Call<typeof geocodeAddress>) {
    return success('Geocoded', await this.geocoder.geocode(place));
  }
}
