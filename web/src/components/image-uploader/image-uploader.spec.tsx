import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { type CaptionedImage, ImageUploader } from './image-uploader';

const png = (name = 'front.png') => new File([new Uint8Array([137, 80, 78, 71])], name);
const reply = (status: number, body: unknown) =>
  vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
const ok = (names: string[]) =>
  reply(200, {
    status: 'success',
    data: {
      message: 'Uploaded successfully',
      responseType: 200,
      responseData: {
        files: names.map((n, i) => ({ file_name: `srv-${i}.png`, original_name: n, type: 1 })),
      },
    },
  });

let changes: CaptionedImage[][] = [];
function Harness(props: { withCaptions?: boolean }) {
  const [images, setImages] = useState<CaptionedImage[]>([]);
  return (
    <ImageUploader
      value={images}
      onChange={(next) => {
        changes.push(next);
        setImages(next);
      }}
      compress={{ quality: 70, width: 800, height: 800 }}
      {...props}
    />
  );
}
const choose = (...files: File[]) =>
  fireEvent.change(screen.getByTestId('image-uploader-input'), { target: { files } });

afterEach(() => {
  vi.unstubAllGlobals();
  changes = [];
});

describe('Image uploader', () => {
  it('uploads as multipart with the folder and compression, then asks for a caption before adding', async () => {
    const fetch = ok(['front.png']);
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<Harness />);
    choose(png());
    expect(await screen.findByText('Add caption')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/commonFunction/image_uploader/muliple_img_uploader');
    const form = init.body as FormData;
    expect([form.get('folder'), form.get('isCompress'), form.get('quality')]).toEqual([
      'product',
      'true',
      '70',
    ]);
    expect([form.get('resultWidth'), form.getAll('file_upload').length]).toEqual(['800', 1]);
    expect(changes).toEqual([]);

    expect((screen.getByLabelText('Filename', { exact: false }) as HTMLInputElement).value).toBe(
      'front',
    );
    fireEvent.change(screen.getByLabelText('Title', { exact: false }), {
      target: { value: 'Front' },
    });
    fireEvent.change(screen.getByLabelText('Description', { exact: false }), {
      target: { value: 'Table view' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(changes.at(-1)).toEqual([
        { file_name: 'srv-0.png', filename: 'front', title: 'Front', description: 'Table view' },
      ]),
    );
    const thumb = screen.getByTestId('uploaded-images').querySelector('img');
    expect(thumb?.getAttribute('src')).toBe('/uploads/product/thumbnail/srv-0.png');
  });

  it('adds uploads straight away when no caption is wanted', async () => {
    vi.stubGlobal('fetch', ok(['a.png', 'b.webp']));
    renderWithProviders(<Harness withCaptions={false} />);
    choose(png('a.png'), png('b.webp'));
    await waitFor(() =>
      expect(changes.at(-1)?.map((i) => i.file_name)).toEqual(['srv-0.png', 'srv-1.png']),
    );
  });

  it.each(['logo.svg', 'notes.txt', 'noextension'])(
    'refuses %s before sending anything, in the spec wording',
    async (name) => {
      const fetch = vi.fn();
      vi.stubGlobal('fetch', fetch);
      renderWithProviders(<Harness />);
      choose(png(name));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Something went wrong! Please make sure you upload the expected file type',
      );
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['a non-2xx answer', () => reply(500, { status: 'error', data: {} }), 'HTTP error: 500'],
    [
      'a 403 (the files are dropped)',
      () => reply(403, { status: 'error', data: { code: 'auth.forbidden' } }),
      'HTTP error: 403',
    ],
    [
      "the server's type check",
      () => reply(400, { status: 'error', data: { code: 'upload.invalid-type', message: 'x' } }),
      'Something went wrong! Please make sure you upload the expected file type',
    ],
    ['a non-success envelope', () => reply(200, { status: 'error', data: {} }), 'Upload Failed!'],
    [
      'a network failure',
      () => vi.fn().mockRejectedValue(new TypeError('offline')),
      'Image Upload Failed',
    ],
  ])('words %s as the spec does, adding nothing', async (_what, fetch, text) => {
    vi.stubGlobal('fetch', fetch());
    renderWithProviders(<Harness />);
    choose(png());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(changes).toEqual([]);
    expect(screen.queryByText('Add caption')).toBeNull();
  });

  it('speaks Arabic and Spanish too', () => {
    expect(i18n.getFixedT('ar', 'uploads')('caption.enterTitle')).toBe('أدخل العنوان');
    expect(i18n.getFixedT('es', 'uploads')('httpError', { status: 500 })).toBe('Error HTTP: 500');
  });
});
