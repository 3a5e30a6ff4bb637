import type { LotEvent } from '@facet/event-schemas';
import { fromMs, toMs } from '../../shared/domain/instant.rules.js';
import type { LotState } from './lot.state.js';

/**
 * Anti-sniping: an accepted bid that changes the price or leader within the window before
 * `date_closed` moves it to `at + extension`, never past the planned close + cap.
 */
export function softCloseExtension(state: LotState, at: string): LotEvent[] {
  const s = state.settings;
  const close = toMs(state.dateClosed);
  const now = toMs(at);
  if (close - now >= s.softCloseWindowSeconds * 1000) return [];
  let next = now + s.softCloseExtensionSeconds * 1000;
  if (s.softCloseCapSeconds !== null) {
    next = Math.min(next, toMs(state.details.date_closed) + s.softCloseCapSeconds * 1000);
  }
  if (next <= close) return [];
  return [
    {
      type: 'LotClosingExtended',
      data: {
        lotId: state.lotId,
        date_closed: fromMs(next),
        previous_date_closed: state.dateClosed,
        at,
      },
    },
  ];
}
