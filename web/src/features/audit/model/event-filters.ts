import type { RouteBody } from '@facet/event-schemas';

/** What the explorer asks `audit/events`. */
export type AuditEventQuery = RouteBody<'audit/events'>;

/** The explorer's filters as the form holds them (and the address bar, so a view can be shared). */
export interface EventFilters {
  stream: string;
  type: string;
  user: string;
  /** `datetime-local` values, in the auditor's own zone: 'YYYY-MM-DDTHH:mm'. */
  from: string;
  to: string;
}

const FIELDS = ['stream', 'type', 'user', 'from', 'to'] as const;

export const NO_FILTERS: EventFilters = { stream: '', type: '', user: '', from: '', to: '' };

export const EVENTS_PAGE_SIZE = 50;

export function filtersFromParams(params: URLSearchParams): EventFilters {
  const f = { ...NO_FILTERS };
  for (const field of FIELDS) f[field] = params.get(field) ?? '';
  return f;
}

/** Only the filters set, so an empty form leaves a clean address. */
export function filtersToParams(f: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FIELDS) if (f[field].trim()) params.set(field, f[field].trim());
  return params;
}

/** A local date-time as the UTC instant the api compares `metadata.at` with; unreadable: none. */
function toInstant(local: string): string | undefined {
  if (!local.trim()) return undefined;
  const ms = new Date(local).getTime();
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** What `audit/events` is asked: every filter set, trimmed, times in UTC; unset ones left out. */
export function toEventQuery(f: EventFilters, limit = EVENTS_PAGE_SIZE): AuditEventQuery {
  const q: AuditEventQuery = { limit };
  const stream = f.stream.trim();
  const type = f.type.trim();
  const user = f.user.trim();
  const from = toInstant(f.from);
  const to = toInstant(f.to);
  if (stream) q.stream = stream;
  if (type) q.type = type;
  if (user) q.user_id = user;
  if (from) q.from = from;
  if (to) q.to = to;
  return q;
}
