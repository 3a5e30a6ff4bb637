/** What one column of a configuration table accepts. */
export interface Column {
  kind:
    | 'text'
    // Markup the site shows as HTML: sanitised on the way in (`shared/html`), like every HTML field.
    | 'html'
    | 'int'
    | 'image'
    | 'link'
    | 'color'
    | 'language-code'
    | 'direction'
    | 'active'
    | 'country'
    | 'state';
  required?: boolean;
}
export type Cell = string | number;

const text = (required = false): Column => ({ kind: 'text', required });
const html: Column = { kind: 'html' };
const active: Column = { kind: 'active' };
const named = (extra: [string, Column][] = []): ReadonlyMap<string, Column> =>
  new Map<string, Column>([['name', text(true)], ...extra, ['active', active]]);

/**
 * The configuration bundle's tables (spec 3) and their columns. Maps, so a client's table or
 * column name is only ever looked up, never used as an object key.
 */
export const siteTables: ReadonlyMap<string, ReadonlyMap<string, Column>> = new Map([
  ['categories', named([['description', text()]])],
  ['sub_categories', named([['category_id', text(true)]])],
  ['organizations', named([['description', text()]])],
  ['business_categories', named()],
  [
    'vat_registrations',
    named([
      ['country', text(true)],
      ['number', text(true)],
    ]),
  ],
  [
    'notifications',
    named([
      ['subject', text()],
      // A mail template: HTML with placeholders (`{{first_name}}`, `href="{{reset_link}}"`).
      ['template', html],
    ]),
  ],
  ['time_zones', named([['offset', text(true)]])],
  ['event_types', named()],
  // A place of the world's lists (commonFunction/getAll*): the handler checks that the state is
  // the country's and the city the state's; here only their shape.
  [
    'locations',
    named([
      ['address', text()],
      ['country', { kind: 'country' }],
      ['state', { kind: 'state' }],
      ['city', text()],
    ]),
  ],
  [
    'banners',
    new Map<string, Column>([
      ['image', { kind: 'image', required: true }],
      ['title', text()],
      ['description', html],
      ['link', { kind: 'link' }],
      ['button_label', text()],
      ['color', { kind: 'color' }],
      ['active', active],
    ]),
  ],
  [
    'faq',
    new Map<string, Column>([
      ['question', text(true)],
      ['answer', text(true)],
      ['position', { kind: 'int' }],
      ['active', active],
    ]),
  ],
  [
    'footer_links',
    new Map<string, Column>([
      ['title', text(true)],
      ['url', { kind: 'link', required: true }],
      ['position', { kind: 'int' }],
      ['active', active],
    ]),
  ],
  [
    'languages',
    named([
      ['code', { kind: 'language-code', required: true }],
      ['direction', { kind: 'direction', required: true }],
    ]),
  ],
  ['conditions', named([['description', text()]])],
  ['ui_settings', named([['value', text(true)]])],
  [
    'dropdown_data',
    named([
      ['field', text(true)],
      ['label', text(true)],
    ]),
  ],
]);

const accepts: Record<Column['kind'], (v: Cell) => boolean> = {
  text: (v) => typeof v === 'string' && v.length <= 10_000,
  html: (v) => typeof v === 'string' && v.length <= 10_000,
  int: (v) => typeof v === 'number' && Number.isSafeInteger(v),
  // A name the uploader chose (files/): no path, no scheme.
  image: (v) => typeof v === 'string' && /^[\w.-]{1,200}$/.test(v),
  // A path on this site or an https address: never javascript: or data:.
  link: (v) => typeof v === 'string' && (v === '' || /^(\/(?!\/)|https:\/\/)[^\s<>"]*$/.test(v)),
  color: (v) => typeof v === 'string' && (v === '' || /^#[0-9a-fA-F]{6}$/.test(v)),
  // An i18next language code the web can key its translations by ('fr', 'fil'): no region.
  'language-code': (v) => typeof v === 'string' && /^[a-z]{2,3}$/.test(v),
  direction: (v) => v === 'ltr' || v === 'rtl',
  // ISO 3166-1 alpha-2 and the ISO 3166-2 subdivision part, as the place lists give them.
  country: (v) => typeof v === 'string' && /^[A-Z]{2}$/.test(v),
  state: (v) => typeof v === 'string' && /^[A-Z0-9]{1,3}(-[A-Z0-9]{1,3})?$|^[A-Z]{4}$/.test(v),
  // 1 shown, 0 hidden, 2 excluded from getDefault (spec 3: dropdown data, active 2 excluded).
  active: (v) => v === 0 || v === 1 || v === 2,
};

/** The HTML columns of a table (`html` kind): what the edge sanitises before the row is saved. */
export const htmlColumns = (columns: ReadonlyMap<string, Column>): string[] =>
  [...columns].filter(([, column]) => column.kind === 'html').map(([name]) => name);

/** The first column a row breaks (unknown, missing when required, or of the wrong kind), or null. */
export function columnFault(
  columns: ReadonlyMap<string, Column>,
  values: ReadonlyMap<string, Cell>,
): string | null {
  for (const name of values.keys()) if (!columns.has(name)) return name;
  for (const [name, column] of columns) {
    const v = values.get(name);
    if (v === undefined || v === '') {
      if (column.required) return name;
      continue;
    }
    if (!accepts[column.kind](v)) return name;
  }
  return null;
}
