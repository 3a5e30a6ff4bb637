import type { AuditEventRow, AuditEventsAnswer } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/api-calls';
import { type EventFilters, NO_FILTERS } from '../model/event-filters';
import { AuditEventsView } from './audit-events-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall, errorText: (_c: string, m: string) => m }));

const row = (n: number, stream = 'lot-7'): AuditEventRow => ({
  id: `evt-${n}`,
  stream,
  revision: n,
  position: String(100 + n),
  type: 'BidPlaced',
  schemaVersion: 1,
  at: '2030-01-02T10:00:00.000Z',
  userId: 'u-1',
  data: { amount: 150_00 },
  metadata: { at: '2030-01-02T10:00:00.000Z' },
  prevHash: 'a'.repeat(64),
  hash: 'b'.repeat(64),
  redacted: n === 1 ? ['data.secret'] : undefined,
});

const sent = sentBodies(apiCall);

function Explorer({ initial = NO_FILTERS }: { initial?: EventFilters }) {
  const [filters, setFilters] = useState(initial);
  return <AuditEventsView filters={filters} onFilters={setFilters} />;
}

describe('The event explorer', () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((path: string, body: Record<string, unknown>) => {
      if (path === 'audit/events')
        return Promise.resolve<AuditEventsAnswer>(
          body.after
            ? { records: [row(3)], next: null }
            : { records: [row(1), row(2)], next: '102' },
        );
      if (path === 'audit/verifyStream')
        return Promise.resolve({ stream: body.stream, ok: true, checked: 3 });
      return Promise.reject(new Error(path));
    });
  });

  it('asks for the whole log first, then for the filters applied together', async () => {
    renderWithProviders(<Explorer />);
    await screen.findByTestId('event-open-evt-1');
    expect(sent('audit/events')[0]).toEqual({ limit: 50 });
    fireEvent.change(screen.getByTestId('filter-stream'), { target: { value: 'lot-7' } });
    fireEvent.change(screen.getByTestId('filter-type'), { target: { value: 'BidPlaced' } });
    fireEvent.change(screen.getByTestId('filter-user'), { target: { value: 'u-1' } });
    fireEvent.change(screen.getByTestId('filter-from'), { target: { value: '2030-01-01T00:00' } });
    // Typing alone asks nothing: each query walks the log.
    expect(sent('audit/events')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('filter-apply'));
    await waitFor(() => expect(sent('audit/events')).toHaveLength(2));
    expect(sent('audit/events')[1]).toEqual({
      stream: 'lot-7',
      type: 'BidPlaced',
      user_id: 'u-1',
      from: '2030-01-01T00:00:00.000Z',
      limit: 50,
    });
  });

  it('filters by a stream clicked in the table', async () => {
    renderWithProviders(<Explorer />);
    await screen.findByTestId('event-open-evt-1');
    fireEvent.click(screen.getAllByTestId('event-stream')[0] as HTMLElement);
    await waitFor(() =>
      expect(sent('audit/events').at(-1)).toEqual({ stream: 'lot-7', limit: 50 }),
    );
    expect((screen.getByTestId('filter-stream') as HTMLInputElement).value).toBe('lot-7');
  });

  it('loads the next page after the last position and then says the log ends', async () => {
    renderWithProviders(<Explorer />);
    await screen.findByTestId('event-open-evt-2');
    // The log's length is unknown until its last page is in.
    expect(screen.getByTestId('showing').textContent).toBe('Showing the first 2');
    fireEvent.click(screen.getByTestId('events-more'));
    await screen.findByTestId('event-open-evt-3');
    expect(screen.getByTestId('showing').textContent).toBe('Showing 3 of 3');
    expect(sent('audit/events').at(-1)).toEqual({ limit: 50, after: '102' });
    expect(screen.getByTestId('event-open-evt-1')).toBeTruthy();
    expect(screen.getByTestId('events-end')).toBeTruthy();
    expect(screen.queryByTestId('events-more')).toBeNull();
  });

  it("opens an event's data and metadata and marks its redacted fields", async () => {
    renderWithProviders(<Explorer />);
    fireEvent.click(await screen.findByTestId('event-open-evt-1'));
    const data = await screen.findByTestId('event-data');
    expect(JSON.parse(data.textContent ?? '')).toEqual({ amount: 150_00 });
    expect(screen.getByTestId('event-redacted').textContent).toContain('data.secret');
  });

  it("verifies the filtered stream's chain and shows the answer", async () => {
    renderWithProviders(<Explorer initial={{ ...NO_FILTERS, stream: 'lot-7' }} />);
    expect((screen.getByTestId('verify-stream') as HTMLInputElement).value).toBe('lot-7');
    fireEvent.click(screen.getByTestId('verify-run'));
    expect((await screen.findByTestId('chain-result')).textContent).toContain(
      'Chain intact: 3 events',
    );
    expect(sent('audit/verifyStream')).toEqual([{ stream: 'lot-7' }]);
  });
});
