import type { RejectionCode } from '@facet/event-schemas';

export const templateMessages = {
  'template.not-found': () => 'Template not found',
  'template.forbidden': () => 'You are not allowed to do this',
  'template.already-exists': () => 'Template already exists',
} satisfies Partial<Record<RejectionCode, () => string>>;
