import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download-file';

vi.mock('./api-client', async (real) => ({
  ...(await real<typeof import('./api-client')>()),
  errorText: (_code: string, message: string) => message,
}));

describe('A file the api answers with', () => {
  let click: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => {
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it("is posted for with the body and saved under the server's file name", async () => {
    const fetch = vi.fn().mockResolvedValue(
      new Response('{}', {
        headers: { 'content-disposition': 'attachment; filename="evidence-lot-L1.json"' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await downloadFile('audit/export', { lot_id: 'L1' }, 'fallback.json')).toBe(
      'evidence-lot-L1.json',
    );
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/audit/export');
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body as string)).toEqual({ lot_id: 'L1' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('evidence-lot-L1.json');
  });

  it('is saved under the fallback name when the server names none', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}')));
    expect(await downloadFile('audit/export', {}, 'fallback.json')).toBe('fallback.json');
  });

  it("is not saved when refused: the server's message is thrown", async () => {
    const refusal = { status: 'error', data: { message: 'Lot not found', code: 'lot.not-found' } };
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify(refusal), { status: 404 })),
    );
    await expect(downloadFile('audit/export', { lot_id: 'x' }, 'f.json')).rejects.toMatchObject({
      message: 'Lot not found',
      status: 404,
    });
    expect(click).not.toHaveBeenCalled();
  });
});
