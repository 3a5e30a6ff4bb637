import { createPublicKey } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { BidReceipt, EvidenceExport, PaymentReceipt } from '@facet/event-schemas';
import { describeEvidenceResult, verifyEvidence } from './evidence-verifier.js';

/**
 * `facet-verify <export.json> [--key <base64 | file>] [--receipt <receipt.json>...]`: checks an
 * evidence export offline (no server, no database) and exits 0 when it verifies, 1 when it does
 * not, 2 when it cannot read its arguments. Imports only the pure audit modules.
 */
export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

const USAGE =
  'usage: facet-verify <export.json> [--key <base64 | key file>] [--receipt <receipt.json>...]\n' +
  '       facet-verify --opening <tender-opening.json>';
// SPKI DER of an Ed25519 key: a 12-byte prefix, then the raw 32-byte key.
const SPKI_PREFIX_LENGTH = 12;

/** What a saved API answer holds: its `responseData` when the file is the HTTP envelope. */
export function unwrapEnvelope(json: unknown): unknown {
  const inner = (json as { data?: { responseData?: unknown } } | null)?.data?.responseData;
  return inner !== undefined ? inner : json;
}

/** The raw base64 key from what a user has: the base64 itself, a PEM, or the well-known route's JSON. */
export function rawKeyFrom(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    const json = unwrapEnvelope(JSON.parse(trimmed)) as { publicKey?: unknown };
    if (typeof json?.publicKey === 'string') return json.publicKey;
    throw new TypeError('the key file has no publicKey');
  }
  if (trimmed.includes('BEGIN PUBLIC KEY')) {
    const der = createPublicKey(trimmed).export({ format: 'der', type: 'spki' });
    return der.subarray(SPKI_PREFIX_LENGTH).toString('base64');
  }
  return trimmed;
}

type Receipt = BidReceipt | PaymentReceipt;

/**
 * A receipt file (a bid's or a payment's): one receipt, a list, `{ records }` from bid/receipts
 * or audit/paymentReceipt, or the HTTP envelope.
 */
export function receiptsFrom(json: unknown): Receipt[] {
  const o = unwrapEnvelope(json) as { records?: unknown; receipt?: unknown };
  const found = o?.records ?? o?.receipt ?? o;
  return (Array.isArray(found) ? found : [found]) as Receipt[];
}

export const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

export function runVerifyCli(args: readonly string[], io: CliOutput): number {
  let exportPath: string | undefined;
  let keyArg: string | undefined;
  const receiptPaths: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--key') keyArg = args[++i];
    else if (a === '--receipt') receiptPaths.push(args[++i] ?? '');
    else if (a === '--help' || a === '-h') return (io.out(USAGE), 0);
    else if (!exportPath && !a.startsWith('--')) exportPath = a;
    else return (io.err(`unexpected argument ${a}\n${USAGE}`), 2);
  }
  if (!exportPath || (args.includes('--key') && !keyArg)) return (io.err(USAGE), 2);
  let ex: EvidenceExport;
  let trustedKey: string | undefined;
  let receipts: Receipt[];
  try {
    ex = unwrapEnvelope(readJson(exportPath)) as EvidenceExport;
    if (keyArg !== undefined)
      trustedKey = rawKeyFrom(existsSync(keyArg) ? readFileSync(keyArg, 'utf8') : keyArg);
    receipts = receiptPaths.flatMap((p) => receiptsFrom(readJson(p)));
  } catch (e) {
    io.err(`facet-verify: cannot read its input: ${(e as Error).message}`);
    return 2;
  }
  const result = verifyEvidence(ex, { trustedKey, receipts });
  for (const w of result.warnings) io.err(`warning: ${w}`);
  io.out(describeEvidenceResult(result));
  return result.ok ? 0 : 1;
}

/** Run directly (`node dist/audit/verify-cli.js`, or through tsx): the bin wrapper calls runVerifyCli itself. */
function isEntryPoint(): boolean {
  try {
    return import.meta.url === pathToFileURL(realpathSync(process.argv[1] ?? '')).href;
  } catch {
    return false;
  }
}
if (isEntryPoint())
  process.exitCode = runVerifyCli(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
