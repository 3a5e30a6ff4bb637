/** Query keys of the deposits feature. */
export const depositKeys = {
  all: ['deposits'] as const,
  list: (action: string, page: number, limit: number) =>
    [...depositKeys.all, 'list', action, page, limit] as const,
  one: (id: string) => [...depositKeys.all, 'one', id] as const,
};
