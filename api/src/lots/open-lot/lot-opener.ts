import { Injectable } from '@nestjs/common';
import { systemActor } from '../../shared/domain/actor.js';
import type { SpendingCaps } from '../domain/index.js';
import { SettingsCommandBus } from '../../settings/settings-bus/settings-command-bus.js';
import { LotCommandBus, type LotOutcome } from '../lot-bus/lot-command-bus.js';

/**
 * Opens a lot whose start has come, with the settings in force now (pre-bids applied in order).
 * The scheduler calls it at the start time; a bid that arrives first calls it too, so a lot that
 * has started by the clock never refuses a bid as 'not started' because the scheduler's tick has
 * not come yet. One command id per lot and start time: whichever comes first opens the lot, the
 * other is an idempotent repeat of the same command.
 */
@Injectable()
export class LotOpener {
  constructor(
    private readonly lots: LotCommandBus,
    private readonly settings: SettingsCommandBus,
  ) {}

  /** `spendingCaps`: the auction's capped buyers, for the pre-bids played (CAP-4); see CappedLotOpener. */
  async open(
    lotId: string,
    startMs: number,
    at: Date,
    spendingCaps?: SpendingCaps,
  ): Promise<LotOutcome> {
    return this.lots.send(
      lotId,
      {
        type: 'OpenLot',
        settings: await this.settings.lotSettings(),
        ...(spendingCaps ? { spendingCaps } : {}),
      },
      systemActor,
      at,
      `open-lot-${lotId}-${startMs}`,
    );
  }
}
