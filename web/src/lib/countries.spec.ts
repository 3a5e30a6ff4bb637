import { describe, expect, it } from 'vitest';
import { countryOptions, defaultPhonePrefix } from './countries';

describe('Country choices', () => {
  const en = countryOptions('en');
  it('lists the United States, Belgium and Botswana by name', () => {
    expect(en).toContainEqual({ value: 'US', label: 'United States' });
    expect(en).toContainEqual({ value: 'BE', label: 'Belgium' });
    expect(en).toContainEqual({ value: 'BW', label: 'Botswana' });
  });
  it('leaves out regions that are not countries', () => {
    expect(en.map((c) => c.value)).not.toContain('EU');
    expect(en.map((c) => c.value)).not.toContain('UN');
  });
  it('is sorted by name', () =>
    expect(en.map((c) => c.label)).toEqual(
      [...en.map((c) => c.label)].sort((a, b) => a.localeCompare(b, 'en')),
    ));
});

describe('Phone prefix (spec 5)', () => {
  it("defaults to '+1'", () => {
    expect(defaultPhonePrefix(undefined)).toBe('+1');
    expect(defaultPhonePrefix('')).toBe('+1');
  });
  it('uses the configured country code', () => {
    expect(defaultPhonePrefix('+971')).toBe('+971');
    expect(defaultPhonePrefix(32)).toBe('+32');
  });
});
