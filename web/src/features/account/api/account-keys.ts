export const accountKeys = {
  all: ['account'] as const,
  owners: () => [...accountKeys.all, 'company-owners'] as const,
  savedSearches: () => [...accountKeys.all, 'saved-searches'] as const,
};
