// English messages of the return requests' rejections.
export const returnMessages = {
  'return.not-found': () => 'Return request not found',
  'return.forbidden': () => 'You cannot act on this return',
  'return.not-paid': () => 'Only a paid invoice can be returned',
  'return.invoice-closed': (p: Readonly<Record<string, number | string>>) =>
    `This invoice is ${String(p.status)}`,
  'return.window-closed': (p: Readonly<Record<string, number | string>>) =>
    `Returns are accepted within ${String(p.days)} days of payment`,
  'return.no-lines': () => 'Choose at least one item to return',
  'return.unknown-line': () => 'This item is not on the invoice',
  'return.line-open': () => 'A return of this item is already waiting for a decision',
  'return.line-returned': () => 'This item was already returned',
  'return.already-decided': (p: Readonly<Record<string, number | string>>) =>
    `This return was already ${String(p.status)}`,
} as const;
