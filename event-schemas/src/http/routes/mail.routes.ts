import { z } from 'zod';
import type { OutboxMailRecord } from '../../read-models/admin-people.model.js';
import type { ListResponse } from '../../read-models/list.model.js';
import { answer, route } from '../request/route.js';

/** Back office: the mail the marketplace sent (the outbox), newest first. */
export const listSentMail = route({
  path: 'backoffice/mail/outbox',
  request: z.strictObject({
    limit: z.number().int().min(1).max(100).default(20).describe('Records a page, 1-100 (20)'),
    page: z.number().int().min(1).max(10_000).default(1).describe('The page, from 1'),
  }),
  answer: answer<ListResponse<OutboxMailRecord>>(),
});
