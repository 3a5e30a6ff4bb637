import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { wallClockMs } from '@/testing/wall-clock';
import { ReplayInstant } from './replay-instant';

// The unit tests run in UTC (vitest.config): the admin here is in Dubai, 4 hours ahead.
vi.mock('../model/instant-text', async (original) => ({
  ...(await original<typeof import('../model/instant-text')>()),
  browserTimeZone: () => 'Asia/Dubai',
}));

describe("The replay's instant", () => {
  it("shows the admin's own zone, named, and UTC beside it: 4 hours apart for Dubai", () => {
    renderWithProviders(<ReplayInstant at="2026-01-10T22:30:15.000Z" />);
    const local = screen.getByTestId('instant-local').textContent ?? '';
    const utc = screen.getByTestId('instant-utc').textContent ?? '';
    expect(screen.getByText(/Asia\/Dubai/)).toBeTruthy();
    expect(local).toBe('01-11-2026 2:30:15 am');
    expect(utc).toBe('01-10-2026 10:30:15 pm');
    expect(wallClockMs(local) - wallClockMs(utc)).toBe(4 * 3_600_000);
  });
});
