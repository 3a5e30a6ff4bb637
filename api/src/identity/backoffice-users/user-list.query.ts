import { z } from 'zod';
import { fields } from '../../security/body-schema.js';
import type { UserState } from '../domain/user.decider.js';
import { toAdminUser } from '../user-directory/public-user.js';

export const userListSchema = z.strictObject({
  limit: z.number().int().min(1).max(100).default(20),
  page: z.number().int().min(1).max(100_000).default(1),
  searchterm: fields.text(100).optional(),
  status: z.enum(['active', 'deactivate']).optional(),
});

/** The spec's list shape `{ records, totalRecords, setDisp }`, newest account first. */
export function userList(users: UserState[], q: z.infer<typeof userListSchema>) {
  const term = q.searchterm?.toLowerCase();
  const matching = users
    .filter((u) => (q.status ? u.status === q.status : true))
    .filter(
      (u) => !term || `${u.first_name} ${u.last_name} ${u.email}`.toLowerCase().includes(term),
    )
    .sort((a, b) => b.registeredAt.localeCompare(a.registeredAt));
  const records = matching.slice((q.page - 1) * q.limit, q.page * q.limit).map(toAdminUser);
  return {
    records,
    totalRecords: matching.length,
    setDisp: `Showing ${records.length} of ${matching.length}`,
  };
}
