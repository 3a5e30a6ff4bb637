import { customFields } from '@facet/event-schemas';
import { z } from 'zod';
import { parseBody } from '../../shared/http/request-body.js';

const customFieldsBody = z.strictObject({ custom_fields: customFields('user') });

/**
 * `custom_fields` read by its declared field (`customFields` in event-schemas), for a route not
 * declared yet (`user/updateProfile`); a declared route's schema reads it itself.
 */
export const parseCustomFields = (v: unknown): Record<string, string> =>
  parseBody(customFieldsBody, { custom_fields: v }).custom_fields ?? {};
