import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { awardTenders, type OpenedTender, type TenderOpening } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { ciphertextSha256, newTenderKeyPair, sealTender } from '../tenders/tender-crypto.js';
import { verifyTenderOpening } from './tender-opening.verifier.js';
import { runVerifyOpeningCli } from './verify-opening-cli.js';

const at = '2026-03-02T10:00:00.000Z';

async function anOpening(): Promise<TenderOpening> {
  const keys = await newTenderKeyPair();
  const tender = async (lotId: string, userId: string, amount: number): Promise<OpenedTender> => {
    const ciphertext = await sealTender(amount, keys.publicKey);
    const ciphertextSha = await ciphertextSha256(ciphertext);
    return {
      lotId,
      bidId: `${lotId}-${userId}`,
      userId,
      ciphertext,
      ciphertextSha256: ciphertextSha,
      amount,
      at,
    };
  };
  const tenders = [
    await tender('l-1', 'u-a', 7_314_159),
    await tender('l-1', 'u-b', 6_161_803),
    await tender('l-2', 'u-a', 8_271_828),
  ];
  const lotOrder = ['l-1', 'l-2'];
  const caps = {};
  const parcels = lotOrder.map((lotId) => ({
    lotId,
    tenders: tenders.filter((t) => t.lotId === lotId),
  }));
  return {
    auctionId: 'a-1',
    ...keys,
    lotOrder,
    tenders,
    caps,
    award: awardTenders(parcels, caps),
    at,
  };
}

describe('The offline check of a published tender opening', () => {
  it('re-derives the award from the ciphertexts and the key', async () => {
    const r = await verifyTenderOpening(await anOpening());
    expect(r).toMatchObject({ ok: true, problems: [], tenders: 3, parcels: 2 });
  });

  it('reports an altered ciphertext clearly', async () => {
    const o = await anOpening();
    const other = await sealTender(9_999_999, o.publicKey);
    const altered = {
      ...o,
      tenders: o.tenders.map((t, i) => (i === 1 ? { ...t, ciphertext: other } : t)),
    };
    const r = await verifyTenderOpening(altered);
    expect(r.ok).toBe(false);
    expect(r.problems.join('\n')).toMatch(/tender l-1-u-b on lot l-1: the ciphertext was altered/);
  });

  it('reports an award that does not follow from the tenders', async () => {
    const o = await anOpening();
    const award = o.award.map((p) =>
      p.lotId === 'l-1'
        ? { ...p, winner: { userId: 'u-b', bidId: 'l-1-u-b', amount: 6_161_803 } }
        : p,
    );
    expect((await verifyTenderOpening({ ...o, award })).problems).toEqual([
      'the published award does not follow from the tenders',
    ]);
  });

  it('runs from the command line on the saved answer of tender/opening', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'opening-'));
    const file = join(dir, 'opening.json');
    writeFileSync(file, JSON.stringify({ data: { responseData: await anOpening() } }));
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    expect(await runVerifyOpeningCli(file, io)).toBe(0);
    expect(lines[0]).toMatch(/^OK: 3 tenders on 2 parcels/);
  });
});
