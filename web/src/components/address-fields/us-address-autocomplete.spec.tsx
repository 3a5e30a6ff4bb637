import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies } from '@/testing/api-calls';
import { renderWithProviders } from '@/testing/render';
import { UsAddressAutocomplete } from './us-address-autocomplete';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));
const sent = sentBodies(apiCall);

const AUSTIN = {
  label: 'Austin, TX',
  city: 'Austin',
  state: 'TX',
  country: 'US',
  zip: null,
  latitude: 30.27,
  longitude: -97.74,
};
let askedAt: number[] = [];

beforeEach(() => {
  apiCall.mockReset();
  askedAt = [];
  apiCall.mockImplementation((path: string) => {
    if (path === 'commonFunction/suggestAddresses') {
      askedAt.push(Date.now());
      return Promise.resolve({ records: [AUSTIN], geocodedBy: 'offline' });
    }
    if (path === 'commonFunction/geocode')
      return Promise.resolve({
        zip: '73301',
        latitude: 30.26,
        longitude: -97.71,
        geocodedBy: 'offline',
      });
    return Promise.resolve({});
  });
});

const type = (input: HTMLElement, ...values: string[]) => {
  for (const value of values) fireEvent.change(input, { target: { value } });
};

/** Spec section 5: the US address autocomplete, debounced 200 ms, fills the place and its ZIP. */
describe('The US address autocomplete', () => {
  it('asks once, 200 ms after the last keystroke, not once per keystroke', async () => {
    renderWithProviders(<UsAddressAutocomplete onChoose={() => undefined} />);
    const input = screen.getByTestId('address-autocomplete');
    type(input, 'Au', 'Aus', 'Aust');
    const lastKey = Date.now();
    expect(sent('commonFunction/suggestAddresses')).toEqual([]);
    await waitFor(() =>
      expect(sent('commonFunction/suggestAddresses')).toEqual([{ query: 'Aust' }]),
    );
    expect((askedAt[0] ?? 0) - lastKey).toBeGreaterThanOrEqual(190);
  });

  it('fills city, state, latitude and longitude on a choice, then the ZIP from the geocoding lookup', async () => {
    const onChoose = vi.fn();
    renderWithProviders(<UsAddressAutocomplete onChoose={onChoose} />);
    const input = screen.getByTestId('address-autocomplete');
    fireEvent.focus(input);
    type(input, 'Austin');
    fireEvent.click(await screen.findByText('Austin, TX'));
    await waitFor(() =>
      expect(onChoose).toHaveBeenLastCalledWith({
        city: 'Austin',
        state: 'TX',
        zip: '73301',
        latitude: 30.27,
        longitude: -97.74,
      }),
    );
    expect(sent('commonFunction/geocode')).toEqual([{ city: 'Austin', state: 'TX' }]);
  });
});
