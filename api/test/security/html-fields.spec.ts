import { type AnyRoute, declaredRoutes, isHtmlField } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mailHtml } from '../../src/mail/mail-html.js';
import {
  configurationVariables,
  htmlColumns,
  htmlVariables,
  siteTables,
} from '../../src/settings/domain/index.js';
import { configurationCommand } from '../../src/settings/set-configuration/configuration.command.js';
import { sanitiseHtmlColumns } from '../../src/settings/site-tables/site-table-html.js';
import '../../src/shared/http/request-body.js';

/**
 * Issue 28 item 6: every HTML field of the contract is declared as HTML (`html()`, an `html`
 * site-table column, an HTML configuration variable) and so cleaned by the one sanitiser on the
 * way in. A field whose name says it may hold markup is HTML, or named below with the reason it
 * is plain text (shown as text by React, which escapes it).
 */
const EVIL =
  '<p>Fine</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:x()">a</a>';
const isClean = (v: unknown) =>
  typeof v === 'string' && v.includes('<p>Fine</p>') && !/<script|onerror|javascript:/i.test(v);

const MARKUP_NAME = /^(desc_proc|description|content|html|template|body|message|text|answer)$/;

const PLAIN_ROUTE_FIELDS = new Map([
  ['admin/setting/phraseAction.text', 'a translation: the web renders it as text'],
  ['user/submitContactUs.message', "plain text: the mail's HTML part escapes it (mailHtml)"],
]);
const PLAIN_COLUMNS = new Map([
  ['categories.description', 'shown as text'],
  ['organizations.description', 'shown as text'],
  ['conditions.description', 'shown as text'],
  ['faq.answer', 'shown as text (faq-list)'],
]);

interface JsonNode {
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
  contentMediaType?: string;
}

/** Every field of a route's body as its OpenAPI schema documents it, nested ones too. */
function documentedFields(route: AnyRoute): Map<string, JsonNode> {
  const out = new Map<string, JsonNode>();
  const walk = (node: JsonNode | undefined, path: string) => {
    if (!node || typeof node !== 'object') return;
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      out.set(`${path}.${name}`, child);
      walk(child, `${path}.${name}`);
    }
    walk(node.items, `${path}[]`);
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
      walk(branch, path);
  };
  walk(
    z.toJSONSchema(route.request, { io: 'input', unrepresentable: 'any' }) as JsonNode,
    route.path,
  );
  return out;
}

/** A route's top-level fields as declared (under its refinements and transforms). */
function declaredFields(route: AnyRoute): Map<string, z.ZodType> {
  let schema: unknown = route.request;
  while (schema instanceof z.ZodPipe) schema = schema.in;
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  return new Map(Object.entries(shape).map(([name, field]) => [`${route.path}.${name}`, field]));
}

const htmlRouteFields = declaredRoutes.flatMap((route) =>
  [...declaredFields(route)].filter(([, field]) => isHtmlField(field)),
);

describe('Every HTML field of the contract is sanitised (issue 28 item 6)', () => {
  it('finds the HTML fields: lot and auction descriptions, templates, static pages', () => {
    expect(htmlRouteFields.map(([path]) => path).sort()).toEqual(
      expect.arrayContaining([
        'common/insertEntry.content',
        'common/updateEntry.content',
        'seller/auction/auctionAction.description',
        'seller/product/projectAction.desc_proc',
        'seller/template/auction/auctionAction.description',
      ]),
    );
  });

  it('each route field named like markup is declared HTML, or is plain text for a reason', () => {
    const undeclared = declaredRoutes.flatMap((route) =>
      [...documentedFields(route)]
        .filter(([path]) => MARKUP_NAME.test(path.split('.').pop() ?? ''))
        .filter(
          ([path, node]) => node.contentMediaType !== 'text/html' && !PLAIN_ROUTE_FIELDS.has(path),
        )
        .map(([path]) => path),
    );
    expect(undeclared).toEqual([]);
  });

  it('each HTML field the OpenAPI document declares is one the body reader sanitises', () => {
    const documented = declaredRoutes.flatMap((route) =>
      [...documentedFields(route)]
        .filter(([, node]) => node.contentMediaType === 'text/html')
        .map(([path]) => path),
    );
    expect(documented.sort()).toEqual(htmlRouteFields.map(([path]) => path).sort());
  });

  it.each(htmlRouteFields.map(([path, field]) => ({ path, field })))(
    '$path is read clean',
    ({ field }) => {
      expect(isClean(field.parse(EVIL))).toBe(true);
    },
  );

  it('each HTML site-table column (banners, mail templates) is saved clean', () => {
    const undeclared = [...siteTables].flatMap(([table, columns]) =>
      [...columns]
        .filter(([name, column]) => MARKUP_NAME.test(name) && column.kind !== 'html')
        .map(([name]) => `${table}.${name}`)
        .filter((path) => !PLAIN_COLUMNS.has(path)),
    );
    expect(undeclared).toEqual([]);
    const html = [...siteTables].flatMap(([table, columns]) =>
      htmlColumns(columns).map((name) => [table, name] as const),
    );
    expect(html.map(([t, n]) => `${t}.${n}`)).toEqual([
      'notifications.template',
      'banners.description',
    ]);
    for (const [table, name] of html) {
      const values = new Map<string, string | number>([[name, EVIL]]);
      sanitiseHtmlColumns(table, values);
      expect(isClean(values.get(name))).toBe(true);
    }
  });

  it("keeps a mail template's placeholders working", () => {
    const values = new Map<string, string | number>([
      [
        'template',
        '<p>Dear {{first_name}}, <a href="{{reset_link}}">reset</a></p><script>x</script>',
      ],
    ]);
    sanitiseHtmlColumns('notifications', values);
    expect(values.get('template')).toBe(
      '<p>Dear {{first_name}}, <a href="{{reset_link}}" rel="noopener noreferrer">reset</a></p>',
    );
  });

  it('each HTML configuration variable (the homepage text) is saved clean', () => {
    expect([...htmlVariables].every((name) => configurationVariables.has(name))).toBe(true);
    const named = [...configurationVariables.keys()].filter((n) => /text|html|content/.test(n));
    expect(named.filter((n) => !htmlVariables.has(n))).toEqual([]);
    for (const name of htmlVariables) {
      const command = configurationCommand({ name, value: EVIL, commandId: undefined });
      expect(command.type === 'SetConfigurationVariable' && isClean(command.value)).toBe(true);
    }
  });

  it('a mail body is text: its HTML part escapes any markup the text holds', () => {
    expect(mailHtml(EVIL)).not.toMatch(/<script|<img|<a href="javascript/i);
  });
});
