import type { FooterLinksAnswer } from '@facet/event-schemas';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Footer } from './footer';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiCall }));
vi.mock('@/features/newsletter/components/newsletter-form', () => ({ NewsletterForm: () => null }));

const answer = (records: FooterLinksAnswer['records']): FooterLinksAnswer => ({
  records,
  totalRecords: records.length,
  setDisp: '',
});
const siteLinks = () =>
  Array.from(screen.getByText('Site Services').parentElement?.querySelectorAll('a') ?? [], (a) => [
    a.textContent,
    a.getAttribute('href'),
  ]);

afterEach(() => apiCall.mockReset());

describe('The footer', () => {
  it('shows the links of getFooterLinks and no fixed ones (an admin replaced them)', async () => {
    apiCall.mockResolvedValue(
      answer([
        { id: 'r1', title: 'Cookies', url: '/cookies' },
        { id: 'r2', title: 'Our blog', url: 'https://blog.example.com' },
      ]),
    );
    renderWithProviders(<Footer />);
    await waitFor(() =>
      expect(siteLinks()).toEqual([
        ['Cookies', '/cookies'],
        ['Our blog', 'https://blog.example.com'],
      ]),
    );
    expect(apiCall).toHaveBeenCalledWith('common/getFooterLinks', {}, expect.anything());
    expect(screen.queryByText('Terms of use')).toBeNull();
  });

  it("lists the spec's Site Services, in the visitor's words, beside the group websites", async () => {
    apiCall.mockResolvedValue(
      answer([
        { id: 'terms_of_use', title: 'Terms of Use', url: '/terms_of_use' },
        { id: 'cookies', title: 'Cookies', url: '/privacy_policy' },
        { id: 'privacy_policy', title: 'Privacy Policy', url: '/privacy_policy' },
        { id: 'support', title: 'FAQ', url: '/support' },
        { id: 'modern_slavery', title: 'Modern slavery statement', url: '/guidelines' },
      ]),
    );
    renderWithProviders(<Footer />);
    await waitFor(() =>
      expect(siteLinks().map(([text]) => text)).toEqual([
        'Terms of use',
        'Cookies',
        'Privacy policy',
        'FAQ',
        'Modern slavery statement',
      ]),
    );
    expect(screen.getByText('Group websites')).toBeTruthy();
  });

  it("words the built-in links in the visitor's language", async () => {
    apiCall.mockResolvedValue(
      answer([{ id: 'how_to_bid', title: 'How to Bid', url: '/how_to_bid' }]),
    );
    renderWithProviders(<Footer />);
    await waitFor(() => expect(siteLinks()).toEqual([['How to Bid', '/how_to_bid']]));
  });
});
