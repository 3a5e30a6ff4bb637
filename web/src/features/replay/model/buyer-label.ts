import type { BuyerLabel } from '@facet/event-schemas';
import type { StatusTone } from '@/components/status-badge';

type Tone = Exclude<StatusTone, 'neutral'>;

/**
 * The server's label as the site's badge shows it: its tone, its words (`lots:labels.<key>`), and
 * whether the reserve is unmet. Awaiting the seller's approval (issue 30) is pending in tone.
 */
export function labelParts(label: BuyerLabel): {
  tone: Tone;
  key: Tone | 'awaitingApproval';
  reserveNotMet: boolean;
} {
  if (label === 'Awaiting seller approval')
    return { tone: 'pending', key: 'awaitingApproval', reserveNotMet: false };
  const [head = '', tail] = label.split(',');
  const tone = head.trim().toLowerCase() as Tone;
  return { tone, key: tone, reserveNotMet: tail !== undefined };
}
