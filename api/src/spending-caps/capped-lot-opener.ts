import { Injectable } from '@nestjs/common';
import type { LotOutcome } from '../lots/lot-bus/lot-command-bus.js';
import { LotOpener } from '../lots/open-lot/lot-opener.js';
import { SpendingCapGate } from './spending-cap-gate.js';

/**
 * Opens a lot with its auction's spending caps (issue 30, CAP-4): the pre-bids played at the
 * opening stay within their buyers' caps. The caps are read once per opening, in the auction's
 * turn as a bid's are (SpendingCapGate), and not at all in an auction nobody capped; the live
 * bid path reads nothing more.
 */
@Injectable()
export class CappedLotOpener {
  constructor(
    private readonly gate: SpendingCapGate,
    private readonly opener: LotOpener,
  ) {}

  open(lotId: string, startMs: number, at: Date): Promise<LotOutcome> {
    return this.gate.guard(lotId, (caps) => this.opener.open(lotId, startMs, at, caps));
  }
}
