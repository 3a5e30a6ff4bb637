import { queryRoots } from '@/lib/query-roots';

export const accountKeys = {
  all: queryRoots.account,
  owners: () => [...accountKeys.all, 'company-owners'] as const,
  savedSearches: () => [...accountKeys.all, 'saved-searches'] as const,
};
