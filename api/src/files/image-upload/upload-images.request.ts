import type { Multipart } from '@fastify/multipart';
import { badRequest, HttpProblem } from '../../shared/errors/http-problem.js';
import { isUploadFolder, UPLOAD_FOLDERS, type UploadFolder } from '../file-store.port.js';
import type { VariantOptions } from './image-variants.js';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 12;
export const TOO_LARGE = 'The image is too large: at most 10 MB a file';

export interface UploadImagesRequest extends VariantOptions {
  folder: UploadFolder;
  files: { bytes: Buffer; clientName: string }[];
}

/** Busboy options of the call: a file over the limit throws while it is read, not after. */
export const partLimits = {
  limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 20, fieldSize: 1024, parts: 40 },
};

/** The form as the OpenAPI document shows it. */
export const uploadFormSchema = {
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
      maxItems: MAX_FILES,
      items: { type: 'string', format: 'binary', description: 'jpeg, png or webp, at most 10 MB' },
    },
  },
};

const int = (v: string | undefined, min: number, max: number): number | undefined => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

/**
 * `folder, isCompress, quality, resultWidth, resultHeight` and repeated `file_upload`, in any
 * order (a client may send files first, so every part is read before anything is decided).
 */
export async function readUploadImages(
  parts: AsyncIterable<Multipart>,
): Promise<UploadImagesRequest> {
  // A Map: field names are the client's, never keys of a plain object.
  const fields = new Map<string, string>();
  const files: UploadImagesRequest['files'] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'field') fields.set(part.fieldname, String(part.value));
      else if (part.fieldname === 'file_upload')
        files.push({ bytes: await part.toBuffer(), clientName: part.filename });
      else await part.toBuffer();
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpProblem(413, 'upload.too-large', TOO_LARGE);
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT')
      throw new HttpProblem(413, 'upload.too-large', `At most ${MAX_FILES} files at once`);
    throw err;
  }
  const folder = fields.get('folder') ?? 'product';
  if (!isUploadFolder(folder))
    throw badRequest('Unknown upload folder', 'upload.invalid-folder', { field: 'folder' });
  if (files.length === 0)
    throw badRequest('Choose a file to upload', 'request.invalid-field', { field: 'file_upload' });
  return {
    folder,
    files,
    isCompress: fields.get('isCompress') === 'true' || fields.get('isCompress') === '1',
    quality: int(fields.get('quality'), 1, 100) ?? 80,
    resultWidth: int(fields.get('resultWidth'), 1, 8000),
    resultHeight: int(fields.get('resultHeight'), 1, 8000),
  };
}
