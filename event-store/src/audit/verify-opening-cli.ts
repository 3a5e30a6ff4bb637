import type { TenderOpening } from '@facet/event-schemas';
import { type CliOutput, readJson, unwrapEnvelope } from './verify-cli.js';
import { describeOpeningResult, verifyTenderOpening } from './tender-opening.verifier.js';

/**
 * `facet-verify --opening <file>`: a published tender opening (tender/opening's answer, or the
 * TenderOpened event's data): decrypts every ciphertext with the key, checks the hashes and
 * re-derives the award. 0 when it follows, 1 when not, 2 when the file cannot be read.
 */
export async function runVerifyOpeningCli(path: string, io: CliOutput): Promise<number> {
  let opening: TenderOpening;
  try {
    opening = unwrapEnvelope(readJson(path)) as TenderOpening;
    if (!Array.isArray(opening?.tenders) || typeof opening.privateKey !== 'string')
      throw new TypeError('not a tender opening (no tenders or no key)');
  } catch (e) {
    io.err(`facet-verify: cannot read its input: ${(e as Error).message}`);
    return 2;
  }
  const result = await verifyTenderOpening(opening);
  io.out(describeOpeningResult(result));
  return result.ok ? 0 : 1;
}
