import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/api-calls';
import { ReturnRequestPanel } from './return-request-panel';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const buyer = (id: string) => ({ id, role: 'buyer' as const });
const invoice = (status: string, over: object = {}) => ({
  id: 'inv-1',
  status,
  buyer_id: 'b1',
  ...over,
  invoiceItems: [
    { project_id: 'lot-a', title: 'Rough A 2.10 ct' },
    { project_id: 'lot-b', title: 'Rough B 3.40 ct' },
  ],
});
const sent = sentBodies(apiCall);

describe('Returning items of an invoice', () => {
  beforeEach(() => apiCall.mockReset());

  it('is not offered on an invoice not yet paid, nor to someone else than its buyer', async () => {
    apiCall.mockResolvedValue(invoice('partly paid'));
    const { unmount } = renderWithProviders(
      <ReturnRequestPanel invoiceId="inv-1" user={buyer('b1')} />,
    );
    await waitFor(() => expect(sent('invoice/invoice')).toHaveLength(1));
    expect(screen.queryByTestId('return-items')).toBeNull();
    unmount();
    apiCall.mockResolvedValue(invoice('paid'));
    renderWithProviders(
      <ReturnRequestPanel invoiceId="inv-1" user={{ id: 's1', role: 'seller' }} />,
    );
    await waitFor(() => expect(sent('invoice/invoice')).toHaveLength(2));
    expect(screen.queryByTestId('return-items')).toBeNull();
  });

  it('is offered to a representative of the company billed, as to its buyer (I1), not to its seller', async () => {
    const billed = invoice('paid', { bill_to: { company_id: 'co-1', name: 'Reps BV' } });
    apiCall.mockResolvedValue(billed);
    const { unmount } = renderWithProviders(
      <ReturnRequestPanel invoiceId="inv-1" user={buyer('b2')} />,
    );
    expect(await screen.findByTestId('return-items')).toBeTruthy();
    unmount();
    renderWithProviders(
      <ReturnRequestPanel invoiceId="inv-1" user={{ id: 's1', role: 'seller' }} />,
    );
    await waitFor(() => expect(sent('invoice/invoice')).toHaveLength(2));
    expect(screen.queryByTestId('return-items')).toBeNull();
  });

  it('asks for the items ticked, with the reason, once', async () => {
    apiCall.mockImplementation((path: string) =>
      Promise.resolve(path === 'invoice/invoice' ? invoice('paid') : { id: 'ret-1' }),
    );
    renderWithProviders(<ReturnRequestPanel invoiceId="inv-1" user={buyer('b1')} />);
    fireEvent.click(await screen.findByTestId('return-items'));
    fireEvent.click(await screen.findByLabelText('Rough B 3.40 ct'));
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Cloudy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a return' }));
    await waitFor(() =>
      expect(sent('product/addReturnRequest')).toEqual([
        {
          invoice_id: 'inv-1',
          project_ids: ['lot-b'],
          reason: 'Cloudy',
          commandId: expect.stringMatching(/^ret-/),
        },
      ]),
    );
  });
});
