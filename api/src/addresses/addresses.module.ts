import { Global, Logger, Module } from '@nestjs/common';
import { ADDRESS_VALIDATOR } from './address-port/address-validator.port.js';
import { addressValidatorFrom } from './address-port/choose-address-validator.js';
import { GEOCODER } from './geocoding/geocoder.port.js';
import { OfflineUsGeocoder } from './geocoding/offline-us-geocoder.js';
import { ListPlacesController } from './list-places/list-places.http.controller.js';
import { SuggestAddressesController } from './suggest-addresses/suggest-addresses.http.controller.js';
import { ValidateAddressController } from './validate-address/validate-address.http.controller.js';

/**
 * Places, address validation and the US autocomplete. Global: the cart's checkout address and
 * the profile ask the same address port.
 */
@Global()
@Module({
  controllers: [ListPlacesController, ValidateAddressController, SuggestAddressesController],
  providers: [
    { provide: ADDRESS_VALIDATOR, useFactory: () => addressValidatorFrom(process.env) },
    {
      provide: GEOCODER,
      useFactory: () => {
        new Logger('Addresses').log('Geocoding: OFFLINE (US ZIP table, city-level, no network)');
        return new OfflineUsGeocoder();
      },
    },
  ],
  exports: [ADDRESS_VALIDATOR, GEOCODER],
})
export class AddressesModule {}
