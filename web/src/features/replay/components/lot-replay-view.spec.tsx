import type { ReplayFrame, ReplayTimeline } from '@facet/event-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { renderWithProviders } from '@/testing/render';
import { LotReplayView } from './lot-replay-view';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const ada = { userId: 'u1', name: 'Ada Buyer' };
const ben = { userId: 'u2', name: 'Ben Buyer' };
const types = ['LotCreated', 'LotOpened', 'BidPlaced', 'BidPlaced', 'LotClosed'];
const timeline: ReplayTimeline = {
  scope: { kind: 'lot', id: 'L1', title: 'Pink rough' },
  steps: types.map((type, step) => ({
    step,
    position: String(step),
    lotId: 'L1',
    stream: 'lot-L1',
    revision: step,
    type,
    at: `2026-01-10T10:0${step}:00.000Z`,
    actor: step === 2 ? ada : step === 3 ? ben : null,
  })),
  bidders: [ada, ben],
};
const frame = (step: number, bidder?: string): ReplayFrame => ({
  step,
  at: timeline.steps[step]?.at ?? '',
  lots: [
    {
      public: {
        lotId: 'L1',
        title: 'Pink rough',
        pricing: 'per_carat',
        wprice: 100 + step * 10,
        next_bid: 110 + step * 10,
        bid_count: Math.max(step - 1, 0),
        date_closed: '2026-01-11T10:00:00.000Z',
        market_status: step === 4 ? 'closed' : 'open',
        status: 'active',
        reserve_met: null,
      },
      bidders: [{ party: ada, label: 'Winning', maximum: 300 }],
      explanations: [],
      explanationCount: 0,
      ...(bidder ? { bidder: { party: ben, label: 'Outbid', maximum: 200, messages: [] } } : {}),
    },
  ],
});
const frameCalls = () =>
  apiCall.mock.calls.filter(([path]) => path === 'admin/replay/frame').map(([, body]) => body);

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}
const render = (route: string) =>
  renderWithProviders(
    <>
      <LotReplayView id="L1" />
      <Address />
    </>,
    { route },
  );
const address = () => screen.getByTestId('address').textContent;

describe("The lot replay's scrubber and the address", () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockImplementation((path: string, body: { step: number; bidder_id?: string }) =>
      Promise.resolve(
        path === 'admin/replay/timeline' ? timeline : frame(body.step, body.bidder_id),
      ),
    );
  });

  it('opens the instant and the bidder a shared link names', async () => {
    render('/admin/replay/lot/L1?step=2&bidder=u2');
    await screen.findByTestId('replay-bidder-view');
    expect(frameCalls()).toEqual([{ lot_id: 'L1', step: 2, bidder_id: 'u2' }]);
    expect(screen.getByTestId('public-price').textContent).toBe('$120.00/ct');
    expect(screen.getByTestId('replay-bidders').textContent).toContain('$300.00/ct');
    expect(screen.getByTestId('replay-event-type').textContent).toBe('BidPlaced');
    expect(screen.getByTestId('instant-utc').textContent).toBe('01-10-2026 10:02:00 am');
  });

  it('opens the end of the life when the link names no step', async () => {
    render('/admin/replay/lot/L1');
    await waitFor(() => expect(screen.getByTestId('public-price').textContent).toBe('$140.00/ct'));
    expect(frameCalls()).toEqual([{ lot_id: 'L1', step: 4 }]);
  });

  it('writes each step back into the address, the bidder kept', async () => {
    render('/admin/replay/lot/L1?step=2&bidder=u2');
    await screen.findByTestId('replay-bidder-view');
    fireEvent.click(screen.getByTestId('replay-back'));
    await waitFor(() => expect(address()).toBe('?step=1&bidder=u2'));
    await waitFor(() => expect(screen.getByTestId('public-price').textContent).toBe('$110.00/ct'));
    fireEvent.click(screen.getByTestId('replay-forward'));
    fireEvent.click(screen.getByTestId('replay-forward'));
    await waitFor(() => expect(address()).toBe('?step=3&bidder=u2'));
    expect(frameCalls().at(-1)).toEqual({ lot_id: 'L1', step: 3, bidder_id: 'u2' });
  });

  it('moves with the keyboard on the slider', async () => {
    render('/admin/replay/lot/L1?step=2');
    await screen.findByTestId('replay-public');
    const thumb = screen.getByRole('slider');
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    await waitFor(() => expect(address()).toBe('?step=3'));
    fireEvent.keyDown(thumb, { key: 'Home' });
    await waitFor(() => expect(address()).toBe('?step=0'));
  });

  it('cannot step past either end', async () => {
    render('/admin/replay/lot/L1?step=4');
    await screen.findByTestId('replay-public');
    expect((screen.getByTestId('replay-forward') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('replay-back') as HTMLButtonElement).disabled).toBe(false);
  });

  it('plays one event per tick at the chosen speed and stops at the last one', async () => {
    render('/admin/replay/lot/L1?step=2');
    await screen.findByTestId('replay-public');
    fireEvent.click(screen.getByLabelText('4×'));
    fireEvent.click(screen.getByTestId('replay-play'));
    expect(screen.getByTestId('replay-play').textContent).toBe('Pause');
    await waitFor(() => expect(address()).toBe('?step=3'), { timeout: 600 });
    await waitFor(() => expect(address()).toBe('?step=4'), { timeout: 600 });
    await waitFor(() => expect(screen.getByTestId('replay-play').textContent).toBe('Play'));
    expect(address()).toBe('?step=4');
  });
});
