export const errors = {
  'bid.below-minimum': 'Min bid {{amount}}',
  unauthorized: 'Please log in again.',
};
