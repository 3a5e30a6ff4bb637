import { hasOwnKey } from '@facet/event-schemas';
import sharp from 'sharp';
import { badRequest } from '../../shared/errors/http-problem.js';

export const WRONG_TYPE =
  'Something went wrong! Please make sure you upload the expected file type';

/** Formats accepted, read from the bytes by sharp (never the name or the declared type): SVG is not. */
const EXTENSIONS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;
type Accepted = keyof typeof EXTENSIONS;
const isAccepted = (f: string | undefined): f is Accepted => !!f && hasOwnKey(EXTENSIONS, f);

export const THUMBNAIL_PX = 250;
/** A decompression bomb stops here rather than in memory (40 MP is a 7,700 x 5,200 photo). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface VariantOptions {
  isCompress: boolean;
  /** 1..100 */
  quality: number;
  resultWidth?: number;
  resultHeight?: number;
}

export interface ImageVariants {
  ext: 'jpg' | 'png' | 'webp';
  original: Buffer;
  compressed: Buffer;
  thumbnail: Buffer;
}

const wrongType = () => badRequest(WRONG_TYPE, 'upload.invalid-type');

/**
 * The three copies the store keeps: the bytes as sent, a re-encoded copy at `quality` (resized
 * within resultWidth x resultHeight when `isCompress`), and a thumbnail. Both derived copies turn
 * by the EXIF orientation and carry no metadata (camera GPS stays in the original only).
 */
export async function makeImageVariants(
  bytes: Buffer,
  options: VariantOptions,
): Promise<ImageVariants> {
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  // An empty or unreadable buffer throws before the promise exists.
  const meta = await Promise.resolve()
    .then(() => input().metadata())
    .catch(() => undefined);
  const format = meta?.format;
  if (!isAccepted(format)) throw wrongType();
  const encode = (img: ReturnType<typeof sharp>, quality: number) =>
    img.toFormat(format, { quality });
  const resize =
    options.isCompress && (options.resultWidth || options.resultHeight)
      ? {
          width: options.resultWidth || undefined,
          height: options.resultHeight || undefined,
          fit: 'inside' as const,
          withoutEnlargement: true,
        }
      : undefined;
  try {
    const compressed = await encode(
      resize ? input().rotate().resize(resize) : input().rotate(),
      options.quality,
    ).toBuffer();
    const thumbnail = await encode(
      input().rotate().resize({
        width: THUMBNAIL_PX,
        height: THUMBNAIL_PX,
        fit: 'inside',
        withoutEnlargement: true,
      }),
      80,
    ).toBuffer();
    return { ext: EXTENSIONS[format], original: bytes, compressed, thumbnail };
  } catch {
    // Headers that parse over a body that does not (a truncated or forged file).
    throw wrongType();
  }
}
