import { Textarea } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TEXTAREA_MAX_ROWS, theme } from './theme';

/** Issue 27 item 9, spec 5: text areas show at most 4 rows. */
describe("The theme's text areas", () => {
  it('given no rows of its own, a text area grows with its text to 4 rows at most', () => {
    expect(TEXTAREA_MAX_ROWS).toBe(4);
    expect(theme.components?.Textarea?.defaultProps).toMatchObject({ autosize: true, maxRows: 4 });
    renderWithProviders(<Textarea label="Message" />);
    // The theme's area renders (autosized) where the screens put one.
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('rows')).toBe('2');
  });
});
