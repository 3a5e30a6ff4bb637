import type { ApiEnvelope, RouteAnswer } from '@facet/event-schemas';
import { BASE_URL } from './browser';

const UPLOAD = 'commonFunction/image_uploader/muliple_img_uploader';

/** Uploads PNGs (name -> bytes) to the lot images store, as the form's uploader does; their stored names. */
export async function uploadImages(
  token: string,
  images: Record<string, Buffer>,
): Promise<string[]> {
  const form = new FormData();
  form.append('folder', 'product');
  form.append('isCompress', 'true');
  form.append('quality', '80');
  form.append('resultWidth', '800');
  form.append('resultHeight', '800');
  for (const [name, bytes] of Object.entries(images))
    form.append('file_upload', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const res = await fetch(`${BASE_URL}/api/${UPLOAD}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as ApiEnvelope<RouteAnswer<typeof UPLOAD>>;
  if (body.status !== 'success') throw new Error(body.data.message);
  return body.data.responseData.files.map((f) => f.file_name);
}
