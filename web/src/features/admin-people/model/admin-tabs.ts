export const USER_TABS = ['all', 'bidding'] as const;
