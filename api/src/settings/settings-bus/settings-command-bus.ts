import { Injectable } from '@nestjs/common';
import { type LotSettings, type SettingsEvent, settingsStream } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import {
  AggregateBus,
  type AggregateOutcome,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import {
  lotSettingsFrom,
  settingsDecider,
  type SettingsCommand,
  type SettingsState,
} from '../domain/index.js';

export type SettingsCommandInput = CommandInput<SettingsCommand>;

/** The id of the one settings stream (`settings-marketplace`). */
export const MARKETPLACE = 'marketplace';

/**
 * How old the lot settings a bid is placed under may be when another process changed them: about
 * what a subscription to the store would take to see the change (the stores poll every 200-250
 * ms). A change made through this process applies to its very next bid (see `send`).
 */
export const LOT_SETTINGS_FRESH_MS = 250;

type SendArgs = Parameters<
  AggregateBus<SettingsCommand, SettingsState, SettingsEvent, SettingsCommandInput>['send']
>;

/** The marketplace settings stream on the generic bus: admin commands in, the lot snapshot out. */
@Injectable()
export class SettingsCommandBus extends AggregateBus<
  SettingsCommand,
  SettingsState,
  SettingsEvent,
  SettingsCommandInput
> {
  /** The lot snapshot every bid is placed under, read once, not from the store on every bid. */
  private lotSettingsRead: { at: number; settings: Promise<LotSettings> } | undefined;

  constructor(buses: CommandBuses) {
    super(buses, {
      decider: settingsDecider,
      stream: settingsStream,
      cacheSize: 4,
      command: (input, at, { id, role }) =>
        ({ ...input, at, actor: { id, role } }) as SettingsCommand,
      actorId: (actor) => actor.id,
    });
  }

  /**
   * Fresh from the store (another process may have changed them), as the cached fold caught up
   * with the stream's tail: the stream now also holds tables, phrases and pages, so a full
   * fold on every lot saved would grow with every admin edit.
   */
  current(): Promise<SettingsState> {
    return this.latest(MARKETPLACE);
  }

  /** Every settings command of this process: the lot snapshot is read again after it. */
  override async send(...args: SendArgs): Promise<AggregateOutcome<SettingsState>> {
    try {
      return await super.send(...args);
    } finally {
      this.lotSettingsRead = undefined;
    }
  }

  /** An admin's change to the marketplace's settings, at the server's time. */
  change(
    command: SettingsCommandInput,
    actor: Actor,
    commandId?: string,
  ): Promise<AggregateOutcome<SettingsState>> {
    return this.send(MARKETPLACE, command, actor, undefined, commandId);
  }

  /**
   * The snapshot a lot and a bid are decided under (the bid mode: `proxy_bidding_settings`). Each
   * bid read the stream's tail for it; it is now read once and again only after a settings command
   * of this process, or once `LOT_SETTINGS_FRESH_MS` old (another process's change).
   */
  lotSettings(): Promise<LotSettings> {
    const now = performance.now();
    const read = this.lotSettingsRead;
    if (read && now - read.at < LOT_SETTINGS_FRESH_MS) return read.settings;
    const settings = this.current().then((state) => frozen(lotSettingsFrom(state)));
    const entry = { at: now, settings };
    this.lotSettingsRead = entry;
    // A failed read is not kept: the next bid reads again.
    settings.catch(() => {
      if (this.lotSettingsRead === entry) this.lotSettingsRead = undefined;
    });
    return settings;
  }
}

/** One snapshot is shared by every bid until read again: nobody may change it in place. */
const frozen = (s: LotSettings): LotSettings => {
  for (const band of s.increments) Object.freeze(band);
  Object.freeze(s.increments);
  return Object.freeze(s);
};
