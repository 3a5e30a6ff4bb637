import type { UploadImagesAnswer } from '../../read-models/image-upload.model.js';
import { z } from 'zod';
import { optionalField, reject } from '../request/fields.js';
import { answer, route } from '../request/route.js';

/** Folders a screen may upload to (the rich-text editor uses 'templates'). */
export const UPLOAD_FOLDERS = ['product', 'auction', 'templates', 'profile'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
/** Files a call may send at once. */
export const MAX_UPLOAD_FILES = 12;

/**
 * A whole number in [min, max] as form text; left out or blank is undefined (the default). Out of
 * range or not a number is refused, never silently the default (issue 28, item 8: quality 0, -1
 * and 1e9 were taken).
 */
const formInt = (min: number, max: number) => (v: unknown) => {
  if (v === undefined || v === '') return undefined;
  const n = typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : NaN;
  return n >= min && n <= max ? n : reject(`{field} must be a whole number from ${min} to ${max}`);
};

/** The uploader's form fields as the handler gets them (the files are read from the parts). */
export const uploadImagesFields = z.strictObject({
  folder: optionalField<UploadFolder, UploadFolder>(
    'string',
    (v) =>
      v === undefined
        ? 'product'
        : UPLOAD_FOLDERS.includes(v as UploadFolder)
          ? (v as UploadFolder)
          : reject('Unknown upload folder', 'upload.invalid-folder'),
    'product, auction, templates or profile (product when left out)',
  ),
  isCompress: optionalField<'true' | 'false' | '1' | '0', boolean>(
    'string',
    (v) => v === 'true' || v === '1',
    "'true' or '1' re-encodes the compressed copy at `quality` within the result size",
  ),
  quality: optionalField<string, number>(
    'string',
    (v) => formInt(1, 100)(v) ?? 80,
    'JPEG/WebP quality 1-100 (80)',
  ),
  resultWidth: optionalField<string, number | undefined>(
    'string',
    formInt(1, 8000),
    'Fit within this width, 1-8000',
  ),
  resultHeight: optionalField<string, number | undefined>(
    'string',
    formInt(1, 8000),
    'Fit within this height, 1-8000',
  ),
});

/**
 * `commonFunction/image_uploader/muliple_img_uploader`: multipart form fields and repeated
 * `file_upload` parts (jpeg, png or webp, at most 10 MB each); every file is checked before any
 * is stored.
 */
export const uploadImages = route({
  path: 'commonFunction/image_uploader/muliple_img_uploader',
  request: uploadImagesFields,
  answer: answer<UploadImagesAnswer>(),
  multipart: {
    type: 'object',
    required: ['file_upload'],
    properties: {
      folder: { type: 'string', enum: [...UPLOAD_FOLDERS], default: 'product' },
      isCompress: { type: 'string', enum: ['true', 'false', '1', '0'] },
      quality: { type: 'integer', minimum: 1, maximum: 100, default: 80 },
      resultWidth: { type: 'integer', minimum: 1, maximum: 8000 },
      resultHeight: { type: 'integer', minimum: 1, maximum: 8000 },
      file_upload: {
        type: 'array',
        maxItems: MAX_UPLOAD_FILES,
        items: {
          type: 'string',
          format: 'binary',
          description: 'jpeg, png or webp, at most 10 MB',
        },
      },
    },
  },
});
