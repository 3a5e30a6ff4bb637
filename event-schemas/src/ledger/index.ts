import type { z } from 'zod';
import type { EventsOf } from '../lots/index.js';
import type { ledgerAccount, ledgerEvents, ledgerLine } from './ledger.events.js';

export * from './ledger.events.js';

export type LedgerEvent = EventsOf<(typeof ledgerEvents)[number]>;
export type LedgerAccount = z.infer<typeof ledgerAccount>;
export type LedgerLine = z.infer<typeof ledgerLine>;
export type LedgerAccountKind = LedgerAccount['kind'];
