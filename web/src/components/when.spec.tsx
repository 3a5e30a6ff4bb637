import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { When } from './when';

describe('A date on screen (issue 27 items 6 and 13)', () => {
  const at = new Date(2026, 10, 24, 15, 5).toISOString();

  it('writes MM-DD-YYYY h:mm a, left to right and on one line in any layout', () => {
    renderWithProviders(<When at={at} data-testid="when" />);
    const el = screen.getByTestId('when');
    expect(el.textContent).toBe('11-24-2026 3:05 pm');
    expect(el.getAttribute('dir')).toBe('ltr');
    expect(el.style.whiteSpace).toBe('nowrap');
    expect(el.style.unicodeBidi).toBe('isolate');
  });

  it('writes the day alone when asked, and a dash for no date rather than a blank', () => {
    const { container } = renderWithProviders(
      <>
        <When at={at} dateOnly data-testid="day" />
        <When at={null} />
      </>,
    );
    expect(screen.getByTestId('day').textContent).toBe('11-24-2026');
    expect(container.textContent).toContain('—');
  });
});
