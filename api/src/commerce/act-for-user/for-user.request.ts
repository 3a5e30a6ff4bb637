import { z } from 'zod';
import type { UserDirectory } from '../../shared/auth/actor.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { readBody, requiredText } from '../../shared/http/request-fields.js';
import { handParsedField } from '../../security/body-schema.js';

/** The user's own route's body plus `user_id`, for the document and the unknown-field check. */
export const forUserBody = <S extends z.ZodObject>(body: S) =>
  body.extend({ user_id: handParsedField(['id', 'Required: the user acted for']) });

/**
 * An admin's request made for a user: `user_id` names the user, the other fields are those of the
 * user's own route (`fields`), handed on as the body that route parses.
 */
export function parseForUser(
  raw: unknown,
  fields: readonly string[],
  users: UserDirectory,
): { userId: string; rest: Record<string, unknown> } {
  const body = readBody(raw, ['user_id', ...fields]);
  const userId = requiredText(body, 'user_id', 'User id required', 128);
  if (!users.byId(userId)) throw notFound('User not found', 'user.not-found');
  const rest: Record<string, unknown> = {};
  for (const f of fields) if (body[f] !== undefined) rest[f] = body[f];
  return { userId, rest };
}
