import { awardTenders, type OpenedTender, type TenderOpening } from '@facet/event-schemas';
import { canonicalJson } from '../hash/canonical-json.js';
import { ciphertextSha256, keyMatches, openTender } from '../tenders/tender-crypto.js';

/**
 * Checks a published tender opening offline (issue 30): the key is the event's, each ciphertext
 * matches its hash and opens with the key to the amount published, and the award re-derived with
 * `awardTenders` (the very function the server ran) over the lot order and caps is the one
 * published. Every problem is named; `ok` only when there is none.
 */
export interface OpeningVerification {
  ok: boolean;
  problems: string[];
  tenders: number;
  parcels: number;
}

const label = (t: OpenedTender): string => `tender ${t.bidId} on lot ${t.lotId}`;

async function checkTender(t: OpenedTender, keys: { publicKey: string; privateKey: string }) {
  const problems: string[] = [];
  let hash: string | undefined;
  try {
    hash = await ciphertextSha256(t.ciphertext);
  } catch {
    problems.push(`${label(t)}: the ciphertext is not base64`);
  }
  if (hash !== undefined && hash !== t.ciphertextSha256)
    problems.push(`${label(t)}: the ciphertext was altered (its sha256 is not the one recorded)`);
  try {
    const amount = await openTender(t.ciphertext, keys);
    if (amount !== t.amount)
      problems.push(`${label(t)}: opens to ${amount} cents, not the ${t.amount} published`);
    return { problems, amount };
  } catch (e) {
    problems.push(`${label(t)}: ${(e as Error).message}`);
    return { problems, amount: undefined };
  }
}

export async function verifyTenderOpening(opening: TenderOpening): Promise<OpeningVerification> {
  const problems: string[] = [];
  const keys = { publicKey: opening.publicKey, privateKey: opening.privateKey };
  if (!(await keyMatches(keys.privateKey, keys.publicKey)))
    problems.push('the published private key is not the key of this tender event');
  const opened: OpenedTender[] = [];
  for (const t of opening.tenders) {
    const checked = await checkTender(t, keys);
    problems.push(...checked.problems);
    if (checked.amount !== undefined) opened.push({ ...t, amount: checked.amount });
  }
  const parcels = opening.lotOrder.map((lotId) => ({
    lotId,
    tenders: opened.filter((t) => t.lotId === lotId),
  }));
  const award = awardTenders(parcels, opening.caps);
  if (canonicalJson(award) !== canonicalJson(opening.award))
    problems.push('the published award does not follow from the tenders');
  return {
    ok: problems.length === 0,
    problems,
    tenders: opening.tenders.length,
    parcels: opening.lotOrder.length,
  };
}

export const describeOpeningResult = (r: OpeningVerification): string =>
  r.ok
    ? `OK: ${r.tenders} tenders on ${r.parcels} parcels open with the published key to the published amounts, and the award follows from them`
    : ['FAILED:', ...r.problems.map((p) => `  - ${p}`)].join('\n');
