// English messages of the address rules' rejections.
export const addressMessages = {
  'address.invalid': (p: Readonly<Record<string, number | string>>) =>
    `This address cannot be shipped to: ${String(p.reason)}`,
  'address.unknown-country': (p: Readonly<Record<string, number | string>>) =>
    `Unknown country: ${String(p.country)}`,
  'location.unknown-place': (p: Readonly<Record<string, number | string>>) =>
    `This location is not a known place: ${String(p.reason)}`,
  'address.unknown-state': (p: Readonly<Record<string, number | string>>) =>
    `Unknown state ${String(p.state)} of ${String(p.country)}`,
} as const;
