import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLot } from '@/testing/lot-builder';
import { renderWithProviders } from '@/testing/render';
import { LotGallery } from './lot-gallery';

/** Issue 27 item 16: the seller's image captions are shown with the image. */
describe("The gallery's captions", () => {
  it('given a captioned first image, shows its title and description under it', () => {
    const lot = aLot({
      allattachmentlist: [
        { file_name: 'a.jpg', type: 1, title: 'Table face', description: 'Under daylight' },
        { file_name: 'b.jpg', type: 1 },
      ],
    });
    renderWithProviders(<LotGallery lot={lot} />);
    expect(screen.getByTestId('image-caption').textContent).toBe('Table faceUnder daylight');
  });

  it('given an image without a caption, shows none', () => {
    renderWithProviders(
      <LotGallery lot={aLot({ allattachmentlist: [{ file_name: 'b.jpg', type: 1 }] })} />,
    );
    expect(screen.queryByTestId('image-caption')).toBeNull();
  });
});
