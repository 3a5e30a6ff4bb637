import type { Caption } from './caption-modal';

/** An uploaded image with its caption: what a form keeps (`file_name` is the server's name). */
export interface CaptionedImage extends Caption {
  file_name: string;
}

/** A lot's `allattachmentlist` entry (type 1 = image) with the caption it was saved with. */
export interface ImageAttachment {
  file_name: string;
  type: number;
  filename?: string;
  title?: string;
  description?: string;
}

/** What `seller/product/projectAction` saves as `allattachmentlist` from the uploader's list. */
export const toAttachments = (images: CaptionedImage[]): ImageAttachment[] =>
  images.map(({ file_name, filename, title, description }) => ({
    file_name,
    type: 1,
    filename,
    title,
    description,
  }));

/** The uploader's list from a saved lot (its images only; other attachment types stay out). */
export const fromAttachments = (list: ImageAttachment[] | undefined): CaptionedImage[] =>
  (list ?? [])
    .filter((a) => a.type === 1)
    .map((a) => ({
      file_name: a.file_name,
      filename: a.filename ?? a.file_name.replace(/\.[^.]+$/, ''),
      title: a.title ?? '',
      description: a.description ?? '',
    }));
