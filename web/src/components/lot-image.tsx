import { Image, type ImageProps } from '@mantine/core';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** The three copies the api's uploader stores of every image. */
export type ImageSize = 'original' | 'compressed' | 'thumbnail';
/** The uploader's folders (lots upload to 'product', auctions to 'auction'). */
export type ImageFolder = 'product' | 'auction' | 'templates' | 'profile';

/**
 * Uploaded file names resolve under /uploads/{folder}/{size}/{name}; absolute URLs and paths pass
 * through; a missing or broken image falls back to the placeholder.
 */
export function imageUrl(
  file: string | null | undefined,
  size: ImageSize = 'compressed',
  folder: ImageFolder = 'product',
): string {
  if (!file) return PLACEHOLDER_IMAGE;
  if (/^(https?:)?\/\//.test(file) || file.startsWith('/') || file.startsWith('data:')) return file;
  return `/uploads/${folder}/${size}/${encodeURIComponent(file)}`;
}

export function LotImage({
  src,
  alt,
  folder,
  size,
  ...props
}: ImageProps & {
  src: string | null | undefined;
  alt: string;
  folder?: ImageFolder;
  size?: ImageSize;
}) {
  return (
    <Image
      src={imageUrl(src, size, folder)}
      alt={alt}
      fallbackSrc={PLACEHOLDER_IMAGE}
      loading="lazy"
      {...props}
    />
  );
}
