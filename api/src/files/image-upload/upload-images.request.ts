import type { Multipart } from '@fastify/multipart';
import { MAX_UPLOAD_FILES, uploadImages } from '@facet/event-schemas';
import { badRequest, HttpProblem } from '../../shared/errors/http-problem.js';
import { parseBody } from '../../shared/http/request-body.js';
import type { UploadFolder } from '../file-store.port.js';
import type { VariantOptions } from './image-variants.js';

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const TOO_LARGE = 'The image is too large: at most 10 MB a file';
const FIELDS = ['folder', 'isCompress', 'quality', 'resultWidth', 'resultHeight'] as const;

export interface UploadImagesRequest extends VariantOptions {
  folder: UploadFolder;
  files: { bytes: Buffer; clientName: string }[];
}

/** Busboy options of the call: a file over the limit throws while it is read, not after. */
export const partLimits = {
  limits: {
    fileSize: MAX_FILE_BYTES,
    files: MAX_UPLOAD_FILES,
    fields: 20,
    fieldSize: 1024,
    parts: 40,
  },
};

/**
 * The form fields (read by the route's declared schema) and repeated `file_upload`, in any order:
 * a client may send files first, so every part is read before anything is decided.
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
      throw new HttpProblem(413, 'upload.too-large', `At most ${MAX_UPLOAD_FILES} files at once`);
    throw err;
  }
  // Only the declared fields are read; any other form field is ignored, as before.
  const form = Object.fromEntries(
    FIELDS.flatMap((k) => (fields.has(k) ? [[k, fields.get(k)]] : [])),
  );
  const options = parseBody(uploadImages.request, form);
  if (files.length === 0)
    throw badRequest('Choose a file to upload', 'request.invalid-field', { field: 'file_upload' });
  return { ...options, files };
}
