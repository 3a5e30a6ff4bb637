import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { HERO_AUTOPLAY_MS, HeroBanner } from './hero-banner';

const banners = [
  { id: 'a', title: 'First', button_label: 'See', link: '/search' },
  { id: 'b', title: 'Second', button_label: 'Go', link: '/auction' },
] as Parameters<typeof HeroBanner>[0]['banners'];
const shown = () => screen.getByTestId('hero').getAttribute('data-index');

describe('The home banners (spec 2; WCAG 2.2.2 pause, stop, hide)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rotate every 6 s until paused, and again once played', () => {
    renderWithProviders(<HeroBanner banners={banners} />);
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(shown()).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the banners' }));
    act(() => vi.advanceTimersByTime(3 * HERO_AUTOPLAY_MS));
    expect(shown()).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Play the banners' }));
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(shown()).toBe('0');
  });

  it('hold still while the keyboard is in them', () => {
    renderWithProviders(<HeroBanner banners={banners} />);
    fireEvent.focus(screen.getByRole('link', { name: 'See' }));
    act(() => vi.advanceTimersByTime(2 * HERO_AUTOPLAY_MS));
    expect(shown()).toBe('0');
  });

  it('keep the hidden banner out of reach: inert, so its link is never tabbed to unseen', () => {
    renderWithProviders(<HeroBanner banners={banners} />);
    const hidden = screen.getByText('Second').closest('[aria-hidden="true"]');
    expect(hidden?.hasAttribute('inert')).toBe(true);
    expect(screen.getByText('First').closest('[inert]')).toBeNull();
  });

  it("show a banner's description as the HTML the api stored (issue 28 item 6)", () => {
    const described = [
      { ...banners[0], description: '<strong>Rough</strong> &amp; polished' },
    ] as typeof banners;
    renderWithProviders(<HeroBanner banners={described} />);
    expect(screen.getByText('Rough').tagName).toBe('STRONG');
    expect(screen.getByText(/& polished/)).toBeTruthy();
  });
});
