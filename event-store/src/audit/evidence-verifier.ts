import { createHash, type KeyObject } from 'node:crypto';
import type { BidReceipt, EvidenceExport, PaymentReceipt } from '@facet/event-schemas';
import { checkChains, groupByStream } from './evidence-events.check.js';
import { type EvidenceFailure, failure } from './evidence-failure.js';
import { checkPaymentReceipts, isPaymentReceipt } from './evidence-payment-receipts.check.js';
import { checkReceipts } from './evidence-receipts.check.js';
import { checkCheckpoints, checkManifest, checkProofs } from './evidence-signed.check.js';
import { publicKeyFromBase64 } from './signature.js';

export type { EvidenceFailure } from './evidence-failure.js';

export interface EvidenceOptions {
  /** The marketplace's public key (raw 32 bytes, base64) as the checker got it apart from the export. */
  trustedKey?: string;
  /** Bid receipts and (issue 25) payment receipts, as their holders kept them. */
  receipts?: readonly (BidReceipt | PaymentReceipt)[];
}

export interface EvidenceCounts {
  events: number;
  streams: number;
  checkpoints: number;
  proofs: number;
  receipts: number;
  /** The export's own payment receipts (issue 25), each checked against its ledger entry. */
  paymentReceipts: number;
  keyId: string;
}

export type EvidenceResult =
  | { ok: true; counts: EvidenceCounts; warnings: string[] }
  | { ok: false; failure: EvidenceFailure; warnings: string[] };

const keyIdOf = (raw: string) =>
  createHash('sha256').update(Buffer.from(raw, 'base64')).digest('hex').slice(0, 16);

function keyFor(
  ex: EvidenceExport,
  trusted: string | undefined,
): { key: KeyObject; keyId: string } | EvidenceFailure {
  const raw = trusted ?? ex.key?.publicKey;
  if (typeof raw !== 'string' || Buffer.from(raw, 'base64').length !== 32)
    return failure('key', 'the public key', 'it is not a raw 32-byte Ed25519 key in base64');
  const keyId = keyIdOf(raw);
  if (trusted !== undefined && ex.key?.publicKey !== trusted)
    return failure(
      'key',
      `the export's key ${ex.key?.keyId}`,
      `it is not the trusted key ${keyId}`,
    );
  if (ex.key?.keyId !== keyId)
    return failure('key', `the export's key ${ex.key?.keyId}`, `its key id should be ${keyId}`);
  return { key: publicKeyFromBase64(raw), keyId };
}

/**
 * Checks an evidence export with nothing but its own bytes and a public key: every event hash,
 * chain link and revision; every checkpoint signature and previous-digest link; every Merkle proof
 * against its checkpoint's root and the exported event it names; the manifest's signature and
 * heads; each receipt's signature and event (bid receipts, and the payment receipts the export
 * carries or the caller gives, against their ledger entries). Returns the first failure.
 */
export function verifyEvidence(ex: EvidenceExport, options: EvidenceOptions = {}): EvidenceResult {
  const warnings =
    options.trustedKey === undefined
      ? [
          "No trusted key given: the export's own key was used, so this proves consistency, not origin. Pass the key from /.well-known/facet-audit-key with --key.",
        ]
      : [];
  const receipts = options.receipts ?? [];
  const givenPayments = receipts.filter(isPaymentReceipt);
  const bids = receipts.filter((r): r is BidReceipt => !isPaymentReceipt(r));
  const fail = (f: EvidenceFailure): EvidenceResult => ({ ok: false, failure: f, warnings });
  if (ex?.format !== 'facet-evidence/1')
    return fail(failure('export', 'the file', 'it is not a facet-evidence/1 export'));
  if (![ex.events, ex.checkpoints, ex.proofs].every(Array.isArray) || !ex.manifest)
    return fail(failure('export', 'the file', 'it lacks events, checkpoints, proofs or manifest'));
  const exportedPayments = ex.paymentReceipts ?? [];
  if (!Array.isArray(exportedPayments))
    return fail(failure('export', 'the file', 'its paymentReceipts is not a list'));
  const signer = keyFor(ex, options.trustedKey);
  if ('reason' in signer) return fail(signer);
  const { key, keyId } = signer;
  const streams = groupByStream(ex.events);
  const first =
    checkChains(streams) ??
    checkCheckpoints(ex.checkpoints, key, keyId) ??
    checkProofs(ex, streams) ??
    checkManifest(ex, streams, key, keyId) ??
    checkPaymentReceipts(exportedPayments, ex.events, key, keyId, 'the export') ??
    checkReceipts(bids, ex.events, key, keyId) ??
    checkPaymentReceipts(givenPayments, ex.events, key, keyId, 'given');
  if (first) return fail(first);
  return {
    ok: true,
    warnings,
    counts: {
      events: ex.events.length,
      streams: streams.size,
      checkpoints: ex.checkpoints.length,
      proofs: ex.proofs.length,
      receipts: receipts.length,
      paymentReceipts: exportedPayments.length,
      keyId,
    },
  };
}

/** The verifier's one-line verdict, as the CLI prints it. */
export function describeEvidenceResult(result: EvidenceResult): string {
  if (!result.ok) return `NOT VERIFIED: ${result.failure.what}: ${result.failure.reason}`;
  const c = result.counts;
  return `verified: ${c.events} events in ${c.streams} streams, ${c.checkpoints} checkpoints, ${c.proofs} proofs, ${c.receipts} receipts${c.paymentReceipts > 0 ? `, ${c.paymentReceipts} payment receipts` : ''} (key ${c.keyId})`;
}
