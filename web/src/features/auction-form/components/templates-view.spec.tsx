import type { AuctionTemplateRecord, ListResponse } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/api-calls';
import { anAuctionTemplate } from '@/testing/auction-template-builder';
import { TemplatesView } from './templates-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const template = anAuctionTemplate({
  lot_defaults: { auctiontype: 'sealed', pricing: 'per_carat', deposit: 1, deposit_amount: 250 },
});
const page: ListResponse<AuctionTemplateRecord> = {
  records: [template],
  totalRecords: 1,
  setDisp: 'Showing 1 of 1',
};
const sent = sentBodies(apiCall);

describe('The seller templates screen', () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((path: string) =>
      Promise.resolve(path === 'seller/template/auction/listings' ? page : { id: 't2' }),
    );
  });

  it('lists the templates with their duration and lot type', async () => {
    renderWithProviders(<TemplatesView />);
    await screen.findByText('Monthly rough tender');
    expect(screen.getByText('72 hours')).toBeTruthy();
    expect(screen.getByText('Sealed')).toBeTruthy();
  });

  it("links 'Create auction from template' to the pre-filled auction form", async () => {
    renderWithProviders(<TemplatesView />);
    const link = await screen.findByTestId('template-use-t1');
    expect(link.getAttribute('href')).toBe('/post_project/auction_detail/new?template=t1');
    expect(link.textContent).toBe('Create auction from template');
  });

  it('deactivates a template', async () => {
    renderWithProviders(<TemplatesView />);
    fireEvent.click(await screen.findByTestId('template-toggle-t1'));
    await waitFor(() =>
      expect(sent('seller/template/auction/changeStatus')).toEqual([
        { id: 't1', status: 'inactive' },
      ]),
    );
  });

  it("creates a template; 'Required' stops a blank title", async () => {
    renderWithProviders(<TemplatesView />);
    fireEvent.click(await screen.findByTestId('template-new'));
    fireEvent.click(await screen.findByTestId('template-save'));
    expect(await screen.findByText('Required')).toBeTruthy();
    fireEvent.change(screen.getByTestId('template-title'), { target: { value: 'Weekly' } });
    fireEvent.click(screen.getByTestId('template-save'));
    await waitFor(() =>
      expect(sent('seller/template/auction/auctionAction')[0]).toMatchObject({
        action: 'new',
        title: 'Weekly',
        duration_hours: 168,
        auctiontype: 'standard',
        deposit: 0,
      }),
    );
  });
});
