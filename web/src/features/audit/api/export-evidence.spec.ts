import { beforeEach, describe, expect, it, vi } from 'vitest';
import { evidenceFileName, exportEvidence } from './export-evidence';

const downloadFile = vi.hoisted(() => vi.fn());
vi.mock('@/lib/download-file', () => ({ downloadFile }));

describe('Exporting evidence', () => {
  beforeEach(() => downloadFile.mockReset().mockImplementation((_p, _b, name: string) => name));

  it('asks audit/export for a lot by lot_id, evidence-lot-<id>.json if the server names none', async () => {
    expect(await exportEvidence({ kind: 'lot', id: 'L1' })).toBe('evidence-lot-L1.json');
    expect(downloadFile).toHaveBeenCalledWith(
      'audit/export',
      { lot_id: 'L1' },
      'evidence-lot-L1.json',
    );
  });

  it('asks for an auction by auction_id', async () => {
    await exportEvidence({ kind: 'auction', id: 'A9' });
    expect(downloadFile).toHaveBeenCalledWith(
      'audit/export',
      { auction_id: 'A9' },
      'evidence-auction-A9.json',
    );
  });

  it('names the file after a safe form of the id', () =>
    expect(evidenceFileName({ kind: 'lot', id: 'a/b' })).toBe('evidence-lot-a_b.json'));
});
