import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadJson, fileSafe } from './download-json';

// jsdom's Blob has no text(); a FileReader reads it as a browser would.
const textOf = (blob: Blob | undefined) =>
  new Promise<string>((resolve, reject) => {
    if (!blob) return reject(new Error('nothing saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

describe('A JSON download', () => {
  let blobs: Blob[];
  let click: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    blobs = [];
    URL.createObjectURL = vi.fn((b: Blob) => (blobs.push(b), 'blob:x'));
    URL.revokeObjectURL = vi.fn();
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => click.mockRestore());

  it('saves the document under its name, as JSON that parses back to the same values', async () => {
    const doc = { format: 'facet-evidence/1', events: [{ amount: 150_00 }] };
    expect(downloadJson('evidence-lot-1.json', doc)).toBe('evidence-lot-1.json');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('evidence-lot-1.json');
    expect(blobs[0]?.type).toBe('application/json');
    expect(JSON.parse(await textOf(blobs[0]))).toEqual(doc);
  });

  it('adds .json to a bare name', () =>
    expect(downloadJson('receipts-7', {})).toBe('receipts-7.json'));

  it('leaves the page as it found it (no link left behind)', () => {
    downloadJson('x', {});
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
  });
});

describe('An id in a file name', () => {
  it('keeps letters, digits, dashes and underscores', () =>
    expect(fileSafe('3f2a-9_B')).toBe('3f2a-9_B'));
  it('cannot climb out of the download folder', () => expect(fileSafe('../x y')).toBe('___x_y'));
});
