import type { OutcomeExplanation } from '@facet/event-schemas';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { WhyThisPriceButton } from './why-this-price-button';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));

const outcome: OutcomeExplanation = {
  lotId: 'L1',
  label: 'Lost',
  explanations: [
    {
      step: 5,
      at: '2026-01-10T10:00:00.000Z',
      rule: 'P4',
      previousPrice: 1325,
      price: 1425,
      challenger: { userId: 'u1', name: 'you' },
      leader: { userId: null, name: 'another bidder' },
      challengerMaximum: 1400,
      leaderMaximum: null,
      increment: 25,
      reserve: null,
      previousClose: null,
      close: null,
      extensionSeconds: null,
    },
  ],
};

describe('"Why this price?" on My Bids', () => {
  beforeEach(() => {
    apiCall.mockReset();
    apiCall.mockResolvedValue(outcome);
  });

  it('asks for nothing until the bidder opens it', () => {
    renderWithProviders(<WhyThisPriceButton lotId="L1" />);
    expect(apiCall).not.toHaveBeenCalled();
  });

  it("explains the caller's own outcome in the admin replay's words", async () => {
    renderWithProviders(<WhyThisPriceButton lotId="L1" />);
    fireEvent.click(screen.getByTestId('why-price-L1'));
    const text = (await screen.findByTestId('explanation-text')).textContent;
    expect(apiCall).toHaveBeenCalledWith(
      'bid/explainOutcome',
      { project_id: 'L1' },
      expect.anything(),
    );
    expect(screen.getByTestId('rule-id').textContent).toBe('P4');
    expect(text).toContain(
      'you bid a maximum ($1,400.00), not above the maximum (not shown) that another bidder led with',
    );
    expect(screen.getByTestId('why-price').textContent).toContain('Lost');
  });

  it("says '/ct' on a per-carat lot's amounts, as its card and bid panel do", async () => {
    renderWithProviders(<WhyThisPriceButton lotId="L1" perCarat />);
    fireEvent.click(screen.getByTestId('why-price-L1'));
    const text = (await screen.findByTestId('explanation-text')).textContent;
    expect(text).toContain('($1,400.00/ct)');
  });
});
