import type { ApiEnvelope, RouteAnswer, RouteBody, UploadedImage } from '@facet/event-schemas';
import type { ImageFolder } from '@/components/lot-image';
import { session } from '@/lib/session';

export interface UploadOptions {
  folder: ImageFolder;
  /** Re-encode at `quality` and fit within width x height (the compressed copy). */
  compress?: { quality: number; width?: number; height?: number };
}

/** Why an upload failed: the uploader words each (spec 8); `forbidden` marks the files for removal. */
export type UploadFailure =
  | { kind: 'network' }
  | { kind: 'http'; status: number; code?: string; message?: string }
  | { kind: 'failed'; message?: string };

export type UploadOutcome = { ok: true; files: UploadedImage[] } | ({ ok: false } & UploadFailure);

export const THUMBNAIL_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;

/** The screen's accepted extensions, read from the name (the server checks the bytes). */
export function isAccepted(file: File, extensions: readonly string[]): boolean {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.name.includes('.') && extensions.includes(ext);
}

const UPLOAD = 'commonFunction/image_uploader/muliple_img_uploader';
/** The form fields the route declares (the files go as repeated `file_upload` parts). */
type UploadField = keyof RouteBody<typeof UPLOAD>;

/** `commonFunction/image_uploader/muliple_img_uploader`, multipart, every file in one call. */
export async function uploadImages(files: File[], options: UploadOptions): Promise<UploadOutcome> {
  const form = new FormData();
  const field = (name: UploadField, value: string) => form.append(name, value);
  field('folder', options.folder);
  field('isCompress', options.compress ? 'true' : 'false');
  if (options.compress) {
    field('quality', String(options.compress.quality));
    if (options.compress.width) field('resultWidth', String(options.compress.width));
    if (options.compress.height) field('resultHeight', String(options.compress.height));
  }
  for (const file of files) form.append('file_upload', file, file.name);
  const { token } = session.get();
  let res: Response;
  try {
    res = await fetch(`/api/${UPLOAD}`, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  // A proxy or a crash may answer something that is no envelope at all: every level is checked.
  const body = (await res.json().catch(() => null)) as ApiEnvelope<
    RouteAnswer<typeof UPLOAD>
  > | null;
  if (!res.ok)
    return {
      ok: false,
      kind: 'http',
      status: res.status,
      code: body?.status === 'error' ? body.data?.code : undefined,
      message: body?.data?.message,
    };
  if (body?.status !== 'success') return { ok: false, kind: 'failed' };
  const uploaded = body.data?.responseData?.files;
  return uploaded ? { ok: true, files: uploaded } : { ok: false, kind: 'failed' };
}
