import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCities, useCountries, useStates } from '@/lib/places';
import { type ChosenPlace, UsAddressAutocomplete } from './us-address-autocomplete';

/** The place part of an address: country, state and city by code and name, and the postal code. */
export interface PlaceValue {
  country: string;
  state: string;
  city: string;
  zip: string;
}

/**
 * Country -> state -> city as searchable selects fed by the api's place lists, the postal code,
 * and for the US the address autocomplete above them. A state without a city list takes any
 * city typed. Used by the profile, checkout and lot forms.
 */
export function AddressPlaceFields(p: {
  value: PlaceValue;
  onChange: (patch: Partial<PlaceValue>) => void;
  errors?: Partial<Record<keyof PlaceValue, string | null | undefined>>;
  /** Ask for the postal code (a lot's location needs none). */
  withZip?: boolean;
  onCoordinates?: (latitude: number, longitude: number) => void;
}) {
  const { t } = useTranslation('addresses');
  const { value, onChange, errors = {}, withZip = true } = p;
  const countries = useCountries();
  const states = useStates(value.country);
  const cities = useCities(value.country, value.state);
  const cityList = cities.data ?? [];
  const fill = (place: ChosenPlace) => {
    onChange({ country: 'US', state: place.state, city: place.city, zip: place.zip });
    p.onCoordinates?.(place.latitude, place.longitude);
  };
  return (
    <Stack gap="sm">
      {value.country === 'US' && withZip && <UsAddressAutocomplete onChoose={fill} />}
      <SimpleGrid cols={{ base: 1, sm: withZip ? 4 : 3 }}>
        <Select
          label={t('country')}
          data={countries.data ?? []}
          value={value.country || null}
          onChange={(c) => onChange({ country: c ?? '', state: '', city: '' })}
          searchable
          allowDeselect={false}
          withAsterisk
          error={errors.country}
          data-testid="address-country"
        />
        <Select
          label={t('state')}
          data={states.data ?? []}
          value={value.state || null}
          onChange={(s) => onChange({ state: s ?? '', city: '' })}
          searchable
          withAsterisk
          nothingFoundMessage={t('nothingFound')}
          error={errors.state}
          data-testid="address-state"
        />
        {cities.isSuccess && cityList.length === 0 ? (
          <TextInput
            label={t('city')}
            value={value.city}
            onChange={(e) => onChange({ city: e.currentTarget.value })}
            withAsterisk
            error={errors.city}
            data-testid="address-city"
          />
        ) : (
          <Select
            label={t('city')}
            // A city saved before the lists (or filled by the autocomplete) stays offered.
            data={
              value.city && !cityList.includes(value.city) ? [value.city, ...cityList] : cityList
            }
            value={value.city || null}
            onChange={(c) => onChange({ city: c ?? '' })}
            searchable
            limit={200}
            withAsterisk
            nothingFoundMessage={t('nothingFound')}
            error={errors.city}
            data-testid="address-city"
          />
        )}
        {withZip && (
          <TextInput
            label={t('zip')}
            value={value.zip}
            onChange={(e) => onChange({ zip: e.currentTarget.value })}
            withAsterisk
            error={errors.zip}
            data-testid="address-zip"
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
