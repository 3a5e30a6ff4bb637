import type { ConfigurationAnswer } from '@facet/event-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LanguageSelect } from './language-select';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const bundle = (languages: ConfigurationAnswer['languages']): ConfigurationAnswer => ({
  allBidIncrements: [],
  bidIncrementDefault: 10,
  variables: {},
  features: {},
  languages,
  tableValues: {},
  phrases: {},
});
const offered = () =>
  within(screen.getByTestId('language-select'))
    .getAllByRole('option')
    .map((o) => o.getAttribute('value'));

afterEach(() => apiCall.mockReset());

describe('The language selector', () => {
  it('offers the shipped languages while getDefault loads', () => {
    apiCall.mockReturnValue(new Promise(() => {}));
    renderWithProviders(<LanguageSelect />);
    expect(offered()).toEqual(['en', 'es', 'ar']);
  });

  it("offers only the bundle's active languages, an admin's new one included", async () => {
    apiCall.mockResolvedValue(
      bundle([
        { code: 'en', name: 'English', dir: 'ltr', active: true, default: true },
        { code: 'es', name: 'Español', dir: 'ltr', active: false, fallback: true },
        { code: 'ar', name: 'العربية', dir: 'rtl', active: true },
        { code: 'fr', name: 'Français', dir: 'ltr', active: true },
      ]),
    );
    renderWithProviders(<LanguageSelect />);
    await waitFor(() => expect(offered()).toEqual(['en', 'ar', 'fr']));
    expect(screen.getByRole('option', { name: 'Français' })).toBeTruthy();
    expect(apiCall).toHaveBeenCalledWith('common/getDefault', {}, expect.anything());
  });
});
