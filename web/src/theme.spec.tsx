import { DEFAULT_THEME, Textarea } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TEXTAREA_MAX_ROWS, theme, variantColorResolver } from './theme';

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

const rgb = (color: string): number[] =>
  color.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
    : (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
const luminance = (c: number[]) => {
  const [r = 0, g = 0, b = 0] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
};

/** WCAG 2.2 AA 1.4.3: a light badge's words are 4.5:1 on its tint, in every colour the screens use. */
describe("The theme's light variant", () => {
  it.each(['yellow', 'teal', 'green', 'orange', 'lime', 'red', 'blue', 'gray'])(
    'writes %s text at 4.5:1 or more on its own tint',
    (color) => {
      const text = variantColorResolver({
        color,
        theme: { ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME,
        variant: 'light',
      }).color;
      // The tint: shade 6 at a tenth over white, as Mantine draws the light variant.
      const tint = rgb(DEFAULT_THEME.colors[color]![6]!).map((v) => 255 * 0.9 + v * 0.1);
      expect(contrast(rgb(text), tint)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
