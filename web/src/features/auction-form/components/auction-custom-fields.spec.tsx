import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetServerClock, syncServerTime } from '@/lib/server-clock';
import { renderWithProviders } from '@/testing/render';
import { sentBodies, typeInto } from '@/testing/api-calls';
import { anAuctionTemplate } from '@/testing/auction-template-builder';
import { aDynamicField } from '@/testing/dynamic-field-builder';
import { AuctionDetailView } from './auction-detail-view';
import { TemplateFormModal } from './template-form-modal';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const venue = aDynamicField('f-venue', { view_page: 2, label: 'Viewing venue', is_required: 1 });
const terms = aDynamicField('f-terms', { view_page: 4, label: 'Payment terms', is_required: 1 });
const template = anAuctionTemplate({ custom_fields: { 'f-terms': 'Net 30' } });
const sent = sentBodies(apiCall);

/**
 * Saves with the required field blank ('Required', nothing sent), then fills it and saves again:
 * the one body sent.
 */
async function savesOnceFilled(save: string, field: string, value: string, path: string) {
  fireEvent.click(screen.getByTestId(save));
  expect(await screen.findByText('Required')).toBeTruthy();
  expect(sent(path)).toEqual([]);
  typeInto(field, value);
  fireEvent.click(screen.getByTestId(save));
  await waitFor(() => expect(sent(path)).toHaveLength(1));
  return sent(path)[0];
}

/** Issue 17: the admin's auction (view_page 2) and template (view_page 4) fields on their forms. */
describe("The admin's fields on the auction and template forms", () => {
  beforeEach(() => {
    resetServerClock();
    syncServerTime(Date.parse('2026-03-02T10:20:00.000Z'));
    apiCall.mockReset();
    apiCall.mockImplementation((path: string, body: { view_page?: number }) => {
      if (path === 'dynamic/getAllDynamicArray')
        return Promise.resolve({ records: body.view_page === 2 ? [venue] : [terms] });
      return Promise.resolve({ id: 'new-id' });
    });
  });

  it("asks for a required auction field with 'Required' and sends nothing until it is filled", async () => {
    renderWithProviders(<AuctionDetailView action="new" templateId={null} />);
    await screen.findByText('Viewing venue');
    typeInto('auction-title', 'Antwerp rough');
    typeInto('auction-date_added', '2026-04-01T10:00');
    typeInto('auction-date_closed', '2026-04-08T10:00');
    const body = await savesOnceFilled(
      'auction-save',
      'custom-field-f-venue',
      'Bourse',
      'seller/auction/auctionAction',
    );
    expect(body).toMatchObject({
      title: 'Antwerp rough',
      custom_fields: { 'f-venue': 'Bourse' },
    });
  });

  it("edits a template's field value, kept from the saved template", async () => {
    renderWithProviders(<TemplateFormModal opened template={template} onClose={() => {}} />);
    await waitFor(() =>
      expect((screen.getByTestId('custom-field-f-terms') as HTMLInputElement).value).toBe('Net 30'),
    );
    typeInto('custom-field-f-terms', '');
    const body = await savesOnceFilled(
      'template-save',
      'custom-field-f-terms',
      'Net 60',
      'seller/template/auction/auctionAction',
    );
    expect(body).toMatchObject({
      action: 'edit',
      id: 't1',
      custom_fields: { 'f-terms': 'Net 60' },
    });
  });
});
