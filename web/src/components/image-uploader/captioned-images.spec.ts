import { describe, expect, it } from 'vitest';
import { fromAttachments, toAttachments } from './captioned-images';

describe("The uploader's list and a lot's allattachmentlist", () => {
  const image = { file_name: 'srv-1.jpg', filename: 'front', title: 'Front', description: 'Table' };

  it('saves every image as type 1 with its caption', () =>
    expect(toAttachments([image])).toEqual([{ ...image, type: 1 }]));

  it('reads back the images only, and a caption-less one with its name as filename', () =>
    expect(
      fromAttachments([
        {
          file_name: 'srv-1.jpg',
          type: 1,
          filename: 'front',
          title: 'Front',
          description: 'Table',
        },
        { file_name: 'certificate.pdf', type: 2 },
        { file_name: 'old-2.png', type: 1 },
      ]),
    ).toEqual([image, { file_name: 'old-2.png', filename: 'old-2', title: '', description: '' }]));
});
