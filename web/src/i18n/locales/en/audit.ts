// Issue 18: audit screens.
export const audit = {
  title: 'Audit',
};
