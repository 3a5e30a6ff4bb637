import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLot } from '@/testing/lot-builder';
import { renderWithProviders } from '@/testing/render';
import { LotGallery } from './lot-gallery';

// Thumbnails are decorative (alt ''), so they have no img role: read the elements themselves.
const srcs = (el: HTMLElement) =>
  [...el.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe('Lot gallery', () => {
  it('shows the uploaded images (type 1) from the store: the compressed copy large, thumbnails below', () => {
    const lot = aLot({
      avatar: 'a.jpg',
      allattachmentlist: [
        { file_name: 'a.jpg', type: 1 },
        { file_name: 'certificate.pdf', type: 2 },
        { file_name: 'b.webp', type: 1 },
      ],
    });
    renderWithProviders(<LotGallery lot={lot} />);
    const gallery = screen.getByTestId('gallery');
    expect(srcs(gallery)[0]).toBe('/uploads/product/compressed/a.jpg');
    expect(srcs(screen.getByTestId('thumbnails'))).toEqual([
      '/uploads/product/thumbnail/a.jpg',
      '/uploads/product/thumbnail/b.webp',
    ]);
  });

  it("names the large image by the seller's caption title", () => {
    const lot = aLot({
      allattachmentlist: [{ file_name: 'a.jpg', type: 1, title: 'Table view' }],
    });
    renderWithProviders(<LotGallery lot={lot} />);
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Table view');
  });

  it('falls back to the avatar, then to the placeholder', () => {
    const { unmount } = renderWithProviders(
      <LotGallery lot={aLot({ avatar: 'only.png', allattachmentlist: [] })} />,
    );
    expect(srcs(screen.getByTestId('gallery'))).toEqual(['/uploads/product/compressed/only.png']);
    unmount();
    renderWithProviders(<LotGallery lot={aLot({ avatar: null, allattachmentlist: [] })} />);
    expect(srcs(screen.getByTestId('gallery'))).toEqual(['/placeholder.svg']);
  });
});
