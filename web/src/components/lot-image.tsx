import { Image, type ImageProps } from '@mantine/core';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** Uploaded file names resolve under /uploads; a missing or broken image falls back to the placeholder. */
export function imageUrl(
  file: string | null | undefined,
  folder: 'original' | 'thumbnail' | 'compressed' = 'compressed',
): string {
  if (!file) return PLACEHOLDER_IMAGE;
  if (/^(https?:)?\/\//.test(file) || file.startsWith('/') || file.startsWith('data:')) return file;
  return `/uploads/${folder}/${file}`;
}

export function LotImage({
  src,
  alt,
  ...props
}: ImageProps & { src: string | null | undefined; alt: string }) {
  return (
    <Image
      src={imageUrl(src)}
      alt={alt}
      fallbackSrc={PLACEHOLDER_IMAGE}
      loading="lazy"
      {...props}
    />
  );
}
