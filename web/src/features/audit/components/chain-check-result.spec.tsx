import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ChainCheckResult } from './chain-check-result';

describe("A stream's chain check", () => {
  it('reads "Chain intact: N events" when every hash matches', () => {
    renderWithProviders(<ChainCheckResult answer={{ stream: 'lot-1', ok: true, checked: 12 }} />);
    expect(screen.getByTestId('chain-result').dataset.ok).toBe('true');
    expect(screen.getByText('Chain intact: 12 events')).toBeTruthy();
  });

  it('counts a single event in the singular', () => {
    renderWithProviders(<ChainCheckResult answer={{ stream: 'lot-1', ok: true, checked: 1 }} />);
    expect(screen.getByText('Chain intact: 1 event')).toBeTruthy();
  });

  it('names the first broken event, its revision and why', () => {
    renderWithProviders(
      <ChainCheckResult
        answer={{
          stream: 'lot-1',
          ok: false,
          checked: 4,
          brokenAt: 4,
          brokenEventId: 'evt-4',
          reason: 'hash does not match the event',
        }}
      />,
    );
    expect(screen.getByTestId('chain-result').dataset.ok).toBe('false');
    expect(screen.getByText('Chain broken at revision 4')).toBeTruthy();
    expect(screen.getByTestId('chain-broken-event').textContent).toBe('Event evt-4');
    expect(screen.getByTestId('chain-reason').textContent).toBe('hash does not match the event');
    expect(screen.queryByText(/Chain intact/)).toBeNull();
  });
});
