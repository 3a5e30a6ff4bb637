import type { z } from 'zod';
import { oneOfOr, optionalId } from './request-fields.js';

/**
 * A form that creates or edits (a lot, an auction, a template, a dynamic field): `action` new (the
 * default) or edit, and with edit the `id` of what is edited; spread first into the request.
 */
export const saveAction = (what: string) => ({
  action: oneOfOr(['new', 'edit'], 'new', { description: 'new (default) or edit' }),
  id: optionalId({ description: `The ${what} to edit (required with action edit)` }),
});

/** The rule `saveAction` needs: an edit names what it edits ('Required'). */
export const editNamesId = (
  body: { action: 'new' | 'edit'; id?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (body.action === 'edit' && !body.id)
    ctx.addIssue({ code: 'custom', message: 'Required', path: ['id'] });
};
