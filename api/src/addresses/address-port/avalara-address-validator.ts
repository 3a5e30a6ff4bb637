import type { AddressVerdict } from '@facet/event-schemas';
import AvataxModule from 'avatax';
import type * as AvaTaxClientModule from 'avatax/lib/AvaTaxClient.js';
import type { AddressInput, AddressValidator } from './address-validator.port.js';

/** AVALARA_* read into what the SDK takes. */
export interface AvalaraConfig {
  accountId: string;
  licenseKey: string;
  /** 'sandbox', 'production', or a full URL (a test double's). */
  environment: string;
}

type ClientClass = typeof AvaTaxClientModule.default.default;
type Client = InstanceType<ClientClass>;
// The SDK is CommonJS compiled from ESM: Node hands its class as the default, TypeScript the module.
const Avatax = ((AvataxModule as unknown as { default?: unknown }).default ??
  AvataxModule) as unknown as ClientClass;

/**
 * Avalara AvaTax's address resolution (`POST /api/v2/addresses/resolve`) through the official
 * `avatax` SDK. AvaTax resolves US and Canadian addresses only: any other country goes to the
 * offline validator, whose verdict names itself. An address is valid when AvaTax located it with
 * no error message; its messages are the reasons otherwise, its first validated address the form.
 */
export class AvalaraAddressValidator implements AddressValidator {
  readonly name = 'avalara';
  private readonly client: Client;

  constructor(
    config: AvalaraConfig,
    private readonly elsewhere: AddressValidator,
  ) {
    this.client = new Avatax({
      appName: 'facet-marketplace',
      appVersion: '1.0',
      machineName: 'facet-api',
      environment: config.environment,
      // An address check sits in a buyer's checkout: a slow provider must not hold it for minutes.
      timeout: 10_000,
    }).withSecurity({ accountId: config.accountId, licenseKey: config.licenseKey });
  }

  async validate(a: AddressInput): Promise<AddressVerdict> {
    const country = a.country.toUpperCase();
    if (country !== 'US' && country !== 'CA') return this.elsewhere.validate(a);
    const resolved = await this.client.resolveAddressPost({
      model: {
        line1: a.address1,
        ...(a.address2 ? { line2: a.address2 } : {}),
        city: a.city,
        region: a.state,
        postalCode: a.zip,
        country,
      },
    });
    const errors = (resolved.messages ?? []).filter((m) => m.severity === 'Error');
    const found = resolved.validatedAddresses?.[0];
    // The JSON names the quality ('NotCoded'); the SDK's typed enum numbers it (0): either way.
    const quality = resolved.resolutionQuality as unknown;
    const located = quality !== 'NotCoded' && quality !== 0;
    const valid = errors.length === 0 && found !== undefined && located;
    const reasons = errors.map((m) => [m.summary, m.details].filter(Boolean).join(': '));
    if (!valid && reasons.length === 0) reasons.push('Avalara could not locate this address');
    return {
      valid,
      reasons: valid ? [] : reasons,
      validatedBy: this.name,
      normalized:
        valid && found
          ? {
              address1: found.line1 ?? a.address1,
              address2: found.line2 || null,
              city: found.city ?? a.city,
              state: found.region ?? a.state,
              zip: found.postalCode ?? a.zip,
              country: found.country ?? country,
            }
          : null,
    };
  }
}
