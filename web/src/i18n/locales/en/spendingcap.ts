export const spendingcap = {
  title: 'Spending cap',
  hint: 'The most you will win in this auction in total. A bid that would take you past it is refused, and your maximum bids stop raising at it.',
  none: 'No spending cap',
  current: 'Your cap: {{amount}}',
  winning: 'You lead or have won {{amount}} here',
  label: 'Cap for this auction',
  save: 'Save cap',
  remove: 'Remove cap',
  invalid: 'Enter a valid amount',
  company: 'The cap of {{company}}: shared by its representatives, it spans what each of them wins',
};
