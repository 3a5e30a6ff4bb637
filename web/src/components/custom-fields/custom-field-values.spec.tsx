import type { DynamicFieldRecord } from '@facet/event-schemas';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CustomFieldValues } from './custom-field-values';
import { aDynamicField } from '@/testing/dynamic-field-builder';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

/** A field of the auction page (view_page 2), where this screen shows the values. */
const field = (id: string, label: string, extra: Partial<DynamicFieldRecord> = {}) =>
  aDynamicField(id, { view_page: 2, label, ...extra });

describe("The values of the admin's fields where an object is shown", () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((_path: string, body: { view_page: number }) =>
      Promise.resolve({
        records:
          body.view_page === 2
            ? [
                field('f-venue', 'Viewing venue'),
                field('f-viewing', 'Viewing', { field_type: 'checkbox' }),
              ]
            : [],
      }),
    );
  });

  it("labels each value of the page's active fields, a checkbox as Yes", async () => {
    renderWithProviders(
      <CustomFieldValues
        viewPage={2}
        values={{ 'f-venue': 'Bourse', 'f-viewing': '1', 'f-hidden': 'secret' }}
        name="auction"
      />,
    );
    const venue = await screen.findByTestId('auction-custom-value-f-venue');
    expect(venue.textContent).toBe('Viewing venueBourse');
    expect(screen.getByTestId('auction-custom-value-f-viewing').textContent).toBe('ViewingYes');
    // A deactivated field is not served, so its value is not shown.
    expect(screen.queryByText('secret')).toBeNull();
    expect(apiCall).toHaveBeenCalledWith(
      'dynamic/getAllDynamicArray',
      { view_page: 2 },
      expect.anything(),
    );
  });

  it('shows nothing when the object has no values', async () => {
    renderWithProviders(<CustomFieldValues viewPage={2} values={undefined} name="auction" />);
    await Promise.resolve();
    expect(screen.queryByTestId('auction-custom-values')).toBeNull();
  });
});
