/**
 * Issue 18: what the audit routes and the evidence export carry. Hashes are SHA-256 hex; signatures
 * are Ed25519 over the canonical JSON (`canonicalJson` of `@facet/event-store`) of the signed
 * payload, base64. Money inside signed documents is integer cents (a signed number must not be a
 * float); the screen formats it.
 */
import type { PaymentReceipt } from './audit-money.model.js';

/** The marketplace's signing key as `GET /.well-known/facet-audit-key` serves it. */
export interface AuditPublicKey {
  algorithm: 'Ed25519';
  /** First 16 hex digits of SHA-256 over the raw 32-byte public key. */
  keyId: string;
  /** The raw 32-byte public key, base64. */
  publicKey: string;
  /** The same key as an SPKI PEM, for tools that want one. */
  publicKeyPem: string;
}

/** Where and what a recorded event is, as every audit view names it. */
export interface RecordedEventKey {
  id: string;
  stream: string;
  revision: number;
  position: string;
  type: string;
  schemaVersion: number;
}

/** One recorded event as an auditor sees it in the explorer (`audit/events`). */
export interface AuditEventRow extends RecordedEventKey {
  /** metadata.at: the server time the command was decided. */
  at: string;
  userId: string | null;
  data: unknown;
  metadata: unknown;
  prevHash: string;
  hash: string;
  /** Paths of fields shown as '[redacted]' (secrets); the hash covers the originals. */
  redacted?: string[];
}

/** Filters of the explorer; every field optional; `after` pages by global position. */
export interface AuditEventQuery {
  stream?: string;
  type?: string;
  user_id?: string;
  from?: string;
  to?: string;
  after?: string;
  limit?: number;
}

export interface AuditEventsAnswer {
  records: AuditEventRow[];
  /** Position to ask `after` for the next page; null at the end of the log. */
  next: string | null;
}

/** `audit/verifyStream`: the per-stream chain check. */
export interface ChainCheckAnswer {
  stream: string;
  ok: boolean;
  checked: number;
  brokenAt?: number;
  brokenEventId?: string;
  reason?: string;
}

/** A stream's head as a checkpoint (or an export manifest) commits to it. */
export interface StreamHead {
  stream: string;
  revision: number;
  hash: string;
}

/** What a checkpoint's signature covers. */
export interface CheckpointPayload {
  format: 'facet-checkpoint/1';
  sequence: number;
  /** SHA-256 of the previous checkpoint's canonical payload: checkpoints chain too. */
  previous: string | null;
  /** Global positions covered: strictly after `fromPosition`, up to `toPosition`. */
  fromPosition: string | null;
  toPosition: string;
  at: string;
  /** Merkle root over the heads, leaves sorted by stream (RFC 6962 hashing: 0x00 leaf, 0x01 node). */
  root: string;
  leafCount: number;
  keyId: string;
}

export interface SignedCheckpoint {
  payload: CheckpointPayload;
  signature: string;
  /** The heads the root was built from, in leaf order. */
  heads: StreamHead[];
}

export interface MerkleStep {
  side: 'left' | 'right';
  hash: string;
}

/** That `head` is leaf `index` of checkpoint `sequence`'s tree. */
export interface CheckpointProof {
  sequence: number;
  head: StreamHead;
  index: number;
  path: MerkleStep[];
}

/** An event exactly as stored, with everything its hash covers. */
export interface ExportedEvent extends RecordedEventKey {
  data: unknown;
  metadata: unknown;
  prevHash: string;
  hash: string;
}

/** Signed at export time: the heads of the exported streams, so a dropped tail event shows. */
export interface ExportManifestPayload {
  format: 'facet-export-manifest/1';
  scope: { kind: 'lot' | 'auction'; id: string };
  exportedAt: string;
  heads: StreamHead[];
  keyId: string;
}

/** `audit/export`: one file a court can check with `facet-verify` and no access to us. */
export interface EvidenceExport {
  format: 'facet-evidence/1';
  scope: { kind: 'lot' | 'auction'; id: string; title: string };
  exportedAt: string;
  key: AuditPublicKey;
  events: ExportedEvent[];
  /** Each checkpoint that covers an exported event, without the heads of other streams. */
  checkpoints: { payload: CheckpointPayload; signature: string }[];
  proofs: CheckpointProof[];
  manifest: { payload: ExportManifestPayload; signature: string };
  /**
   * Issue 25: the signed receipt of every payment and refund among the exported ledger entries,
   * as their payers got them (absent from exports made before).
   */
  paymentReceipts?: PaymentReceipt[];
}

/** What a bid receipt's signature covers. */
export interface BidReceiptPayload {
  format: 'facet-bid-receipt/1';
  lotId: string;
  bidId: string;
  userId: string;
  /** The event that recorded the bid. */
  eventId: string;
  eventType: string;
  stream: string;
  revision: number;
  hash: string;
  /** Cents: the bid's amount (a proxy bid's history row) and, for a proxy bid, its maximum. */
  amount: number;
  maximum: number | null;
  serverTime: string;
  keyId: string;
}

/** Every accepted bid's answer carries one; My Bids downloads it again (`bid/receipt`). */
export interface BidReceipt {
  payload: BidReceiptPayload;
  signature: string;
}

/** `bid/receipts`: the caller's receipts. */
export interface BidReceiptsAnswer {
  records: BidReceipt[];
}
