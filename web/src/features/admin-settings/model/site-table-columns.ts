/** How the admin's form edits one column (the api checks the same columns). */
export type ColumnKind =
  | 'text'
  | 'long'
  | 'int'
  | 'image'
  | 'link'
  | 'color'
  | 'direction'
  // A place of the api's place lists: the form edits the three as one country -> state -> city.
  | 'country'
  | 'state'
  | 'city';
export interface TableColumn {
  key: string;
  kind: ColumnKind;
  required?: boolean;
}

const name: TableColumn = { key: 'name', kind: 'text', required: true };
const text = (key: string, required = false): TableColumn => ({ key, kind: 'text', required });

/** The configuration bundle's tables (spec 3), in the menu's order; `active` is on every row. */
export const SITE_TABLES: Record<string, readonly TableColumn[]> = {
  banners: [
    { key: 'image', kind: 'image', required: true },
    text('title'),
    { key: 'description', kind: 'long' },
    { key: 'link', kind: 'link' },
    text('button_label'),
    { key: 'color', kind: 'color' },
  ],
  faq: [
    text('question', true),
    { key: 'answer', kind: 'long', required: true },
    { key: 'position', kind: 'int' },
  ],
  footer_links: [
    text('title', true),
    { key: 'url', kind: 'link', required: true },
    { key: 'position', kind: 'int' },
  ],
  // Overlays the bundled en, es, ar by code: rename, hide (not English) or add a language.
  languages: [name, text('code', true), { key: 'direction', kind: 'direction', required: true }],
  categories: [name, { key: 'description', kind: 'long' }],
  sub_categories: [name, text('category_id', true)],
  organizations: [name, { key: 'description', kind: 'long' }],
  business_categories: [name],
  vat_registrations: [name, text('country', true), text('number', true)],
  notifications: [name, text('subject'), { key: 'template', kind: 'long' }],
  time_zones: [name, text('offset', true)],
  event_types: [name],
  locations: [
    name,
    text('address'),
    { key: 'country', kind: 'country' },
    { key: 'state', kind: 'state' },
    { key: 'city', kind: 'city' },
  ],
  conditions: [name, { key: 'description', kind: 'long' }],
  ui_settings: [name, text('value', true)],
  dropdown_data: [name, text('field', true), text('label', true)],
};

export const tableNames = Object.keys(SITE_TABLES);

export const isSiteTable = (table: string): boolean => Object.hasOwn(SITE_TABLES, table);

/** The values a form sends: a blank clears a text column, numbers for whole-number columns. */
export function formValues(
  columns: readonly TableColumn[],
  form: Record<string, string>,
  active: number,
): Record<string, string | number> {
  const out: Record<string, string | number> = { active };
  for (const c of columns) {
    const v = (form[c.key] ?? '').trim();
    if (v === '') {
      if (c.kind !== 'int') out[c.key] = '';
      continue;
    }
    out[c.key] = c.kind === 'int' ? Number(v) : v;
  }
  return out;
}
