import { Logger } from '@nestjs/common';
import type { AddressValidator } from './address-validator.port.js';
import { type AvalaraConfig, AvalaraAddressValidator } from './avalara-address-validator.js';
import { OfflineAddressValidator } from './offline-address-validator.js';

/** AVALARA_ACCOUNT_ID and AVALARA_LICENSE_KEY both set: AvaTax; AVALARA_ENVIRONMENT or sandbox. */
export function avalaraConfigFrom(env: NodeJS.ProcessEnv): AvalaraConfig | undefined {
  const accountId = env.AVALARA_ACCOUNT_ID?.trim();
  const licenseKey = env.AVALARA_LICENSE_KEY?.trim();
  if (!accountId || !licenseKey) return undefined;
  return { accountId, licenseKey, environment: env.AVALARA_ENVIRONMENT?.trim() || 'sandbox' };
}

/**
 * The offline validator unless Avalara is configured (then AvaTax for US and Canadian addresses,
 * the offline one for the rest). Read here rather than in the app config so the address slice
 * stays one folder; the startup log says which one answers.
 */
export function addressValidatorFrom(env: NodeJS.ProcessEnv): AddressValidator {
  const log = new Logger('Addresses');
  const offline = new OfflineAddressValidator();
  const avalara = avalaraConfigFrom(env);
  if (!avalara) {
    log.warn(
      'Address validation: OFFLINE (postal-code formats, country/state/city lists; streets not checked)',
    );
    return offline;
  }
  log.log(`Address validation: AVALARA AvaTax (${avalara.environment}); other countries offline`);
  return new AvalaraAddressValidator(avalara, offline);
}
