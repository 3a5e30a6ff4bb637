import type { AddressVerdict } from '@facet/event-schemas';

/** An address as the validators take it (the phone is not part of it). */
export interface AddressInput {
  address1: string;
  address2?: string | null | undefined;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/**
 * Judges whether an address exists and can be shipped to or taxed at. Adapters: the offline
 * one (place data and postal-code formats on this server, the default) and Avalara's AvaTax
 * (`AVALARA_*` set). Every verdict names its adapter (`validatedBy`).
 */
export interface AddressValidator {
  readonly name: string;
  validate(address: AddressInput): Promise<AddressVerdict>;
}

export const ADDRESS_VALIDATOR = Symbol('ADDRESS_VALIDATOR');
