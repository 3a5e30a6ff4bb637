import type { DynamicFieldRecord } from '@facet/event-schemas';
import { badRequest } from '../shared/errors/http-problem.js';
import { type Body, integer } from '../shared/http/request-fields.js';

/** `view_page`: 1 project (lot), 2 auction, 3 user, 4 template (spec 3). */
export function viewPageField(body: Body, fallback?: 1): DynamicFieldRecord['view_page'] {
  const v = integer(body, 'view_page', {
    min: 1,
    max: 4,
    ...(fallback ? {} : { required: 'Required!' }),
  });
  return (v ?? fallback ?? 1) as DynamicFieldRecord['view_page'];
}

/** A select's options: an array of short texts, or one text with an option per line. */
export function optionsField(body: Body): string[] {
  const v = body.options;
  if (v === undefined || v === null || v === '') return [];
  const list = typeof v === 'string' ? v.split('\n') : v;
  const invalid = () =>
    badRequest('Invalid options', 'request.invalid-field', { field: 'options' });
  if (!Array.isArray(list) || list.length > 100) throw invalid();
  const options = list.map((o: unknown) => {
    if (typeof o !== 'string' || o.length > 200) throw invalid();
    return o.trim();
  });
  return [...new Set(options.filter((o) => o !== ''))];
}
