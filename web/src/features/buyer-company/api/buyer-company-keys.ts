import { queryRoots } from '@/lib/query-roots';

export const buyerCompanyKeys = {
  all: queryRoots.buyerCompany,
  page: () => [...buyerCompanyKeys.all, 'page'] as const,
};
