import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aLot } from '@/testing/lot-builder';
import { renderWithProviders } from '@/testing/render';
import { LotCard } from './lot-card';

const HOUR = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('Lot card for a visitor', () => {
  it('asks to log in to bid on a lot that takes bids', () => {
    renderWithProviders(
      <LotCard lot={aLot({ date_added: at(-HOUR), date_closed: at(HOUR) })} onOpen={vi.fn()} />,
    );
    expect(screen.getByText('Login to bid')).toBeTruthy();
  });
  it('offers to view a closed lot, never to log in to bid on it', () => {
    const closed = aLot({
      market_status: 'closed',
      date_added: at(-2 * HOUR),
      date_closed: at(-HOUR),
    });
    renderWithProviders(<LotCard lot={closed} onOpen={vi.fn()} />);
    expect(screen.queryByText('Login to bid')).toBeNull();
    expect(screen.getByText('View Lot')).toBeTruthy();
  });
});

describe('A lot card in Arabic (issue 27, item 13)', () => {
  it('sets the title in its own direction, so a Latin title is cut at its right end', () => {
    renderWithProviders(<LotCard lot={aLot({ title: 'Rough 10.2 cts' })} onOpen={vi.fn()} />);
    expect(screen.getByText('Rough 10.2 cts').closest('[dir="auto"]')).toBeTruthy();
  });
});
