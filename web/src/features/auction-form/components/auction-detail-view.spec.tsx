import type { SellerAuctionRecord } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetServerClock, syncServerTime } from '@/lib/server-clock';
import { renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/api-calls';
import { anAuctionTemplate } from '@/testing/auction-template-builder';
import { AuctionDetailView } from './auction-detail-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const NOW = Date.parse('2026-03-02T10:20:00.000Z');
const template = anAuctionTemplate({ description: 'Run-of-mine' });
const auction = {
  id: 'a1',
  title: 'Antwerp rough',
  description: '',
  avatar: null,
  date_added: '2026-03-03T10:00:00.000Z',
  date_closed: '2026-03-09T18:00:00.000Z',
  market_status: 'open',
  status: 'active',
  sellerId: 's1',
  lot_count: 0,
  revision: 0,
} as SellerAuctionRecord;
const sent = sentBodies(apiCall);
const field = (id: string) => screen.getByTestId(id) as HTMLInputElement;

describe('The auction form screen', () => {
  beforeEach(() => {
    resetServerClock();
    syncServerTime(NOW);
    apiCall.mockReset();
    apiCall.mockImplementation((path: string) => {
      if (path === 'seller/template/auction/getSingleAuction')
        return Promise.resolve({ record: template });
      if (path === 'seller/auction/getSingleAuction') return Promise.resolve({ record: auction });
      if (path === 'seller/auction/lots')
        return Promise.resolve({ records: [], totalRecords: 0, setDisp: '', activelots: 0 });
      if (path === 'seller/auction/getAllProjectsAssociated')
        return Promise.resolve({ records: [] });
      return Promise.resolve({ id: 'new-id' });
    });
  });

  it("says 'Required' under every blank required field and sends nothing", async () => {
    renderWithProviders(<AuctionDetailView action="new" templateId={null} />);
    fireEvent.click(screen.getByTestId('auction-save'));
    expect(await screen.findAllByText('Required')).toHaveLength(3);
    expect(sent('seller/auction/auctionAction')).toEqual([]);
  });

  it('refuses a start before 1900', async () => {
    renderWithProviders(<AuctionDetailView action="new" templateId={null} />);
    fireEvent.change(field('auction-title'), { target: { value: 'Old' } });
    fireEvent.change(field('auction-date_added'), { target: { value: '1899-05-01T10:00' } });
    fireEvent.change(field('auction-date_closed'), { target: { value: '2026-05-01T10:00' } });
    fireEvent.click(screen.getByTestId('auction-save'));
    expect(await screen.findByText('Enter a date between 1900 and 2100')).toBeTruthy();
    expect(sent('seller/auction/auctionAction')).toEqual([]);
  });

  it('pre-fills a new auction from a template and creates it with UTC instants', async () => {
    renderWithProviders(<AuctionDetailView action="new" templateId="t1" />);
    await waitFor(() => expect(field('auction-title').value).toBe('Monthly rough tender'));
    fireEvent.click(screen.getByTestId('auction-save'));
    await waitFor(() => expect(sent('seller/auction/auctionAction')).toHaveLength(1));
    expect(sent('seller/auction/auctionAction')[0]).toMatchObject({
      action: 'new',
      title: 'Monthly rough tender',
      description: 'Run-of-mine',
      date_added: '2026-03-02T11:00:00.000Z',
      date_closed: '2026-03-05T11:00:00.000Z',
    });
  });

  it("says 'Template not found' for a template that is not the seller's (404)", async () => {
    apiCall.mockImplementation((path: string) =>
      path === 'seller/template/auction/getSingleAuction'
        ? Promise.reject(new Error('Template not found'))
        : Promise.resolve({}),
    );
    renderWithProviders(<AuctionDetailView action="new" templateId="stranger" />);
    expect(await screen.findByText('Template not found')).toBeTruthy();
    expect(screen.queryByTestId('auction-form')).toBeNull();
  });

  it('edits an auction, shows its back-office countdown, and changes its status', async () => {
    renderWithProviders(<AuctionDetailView action="a1" templateId={null} />);
    await waitFor(() => expect(field('auction-title').value).toBe('Antwerp rough'));
    expect(screen.getByTestId('countdown').textContent).toMatch(/^Starts In : 0D: 23H: 40M: 00S$/);
    fireEvent.change(field('auction-title'), { target: { value: 'Antwerp rough, March' } });
    fireEvent.click(screen.getByTestId('auction-save'));
    await waitFor(() =>
      expect(sent('seller/auction/auctionAction')[0]).toMatchObject({
        action: 'edit',
        id: 'a1',
        title: 'Antwerp rough, March',
      }),
    );
    expect(sent('seller/auction/getAllProjectsAssociated')[0]).toEqual({ auctionid: 'a1' });
    fireEvent.click(screen.getByLabelText('Inactive'));
    await waitFor(() =>
      expect(sent('seller/auction/changeStatus')).toEqual([{ id: 'a1', status: 'inactive' }]),
    );
  });
});
