import type { BuyerLabel } from '@facet/event-schemas';
import type { StatusTone } from '@/components/status-badge';

/** The server's label as the site's badge shows it: its tone, and whether the reserve is unmet. */
export function labelParts(label: BuyerLabel): {
  tone: Exclude<StatusTone, 'neutral'>;
  reserveNotMet: boolean;
} {
  const [head = '', tail] = label.split(',');
  return {
    tone: head.trim().toLowerCase() as Exclude<StatusTone, 'neutral'>,
    reserveNotMet: tail !== undefined,
  };
}
