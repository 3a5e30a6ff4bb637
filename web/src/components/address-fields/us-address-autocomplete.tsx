import { Autocomplete } from '@mantine/core';
import type { AddressSuggestion } from '@facet/event-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { geocodePlace, useAddressSuggestions } from '@/lib/places';

/** What choosing a place fills (spec section 5): city, state, ZIP, latitude and longitude. */
export interface ChosenPlace {
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

/**
 * The US address autocomplete: type a city or a ZIP, pick a place; its ZIP comes from the
 * geocoding lookup when the place was found by name. Asks 200 ms after the last keystroke.
 */
export function UsAddressAutocomplete({ onChoose }: { onChoose: (place: ChosenPlace) => void }) {
  const { t } = useTranslation('addresses');
  const [typed, setTyped] = useState('');
  const suggestions = useAddressSuggestions(typed);
  const records = suggestions.data ?? [];
  const choose = async (s: AddressSuggestion) => {
    const place = { city: s.city, state: s.state, latitude: s.latitude, longitude: s.longitude };
    onChoose({ ...place, zip: s.zip ?? '' });
    if (s.zip) return;
    const found = await geocodePlace(s.city, s.state);
    if (found.zip) onChoose({ ...place, zip: found.zip });
  };
  return (
    <Autocomplete
      label={t('autocomplete')}
      placeholder={t('autocompleteHint')}
      value={typed}
      onChange={setTyped}
      data={records.map((s) => s.label)}
      // The server already matched: show its places as they are.
      filter={({ options }) => options}
      onOptionSubmit={(label) => {
        const s = records.find((r) => r.label === label);
        if (s) void choose(s);
      }}
      data-testid="address-autocomplete"
    />
  );
}
