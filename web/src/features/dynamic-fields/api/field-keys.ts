import type { ViewPage } from '@/lib/dynamic-fields';

/** Query keys of the admin's dynamic fields; `dynamic-fields` also roots the public list's key. */
export const fieldKeys = {
  all: ['dynamic-fields'] as const,
  admin: (viewPage: ViewPage) => ['dynamic-fields', 'admin', viewPage] as const,
};
