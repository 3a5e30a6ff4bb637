// The spec-call inventory: every call section 7 of the spec names, the path that serves it, the
// file that declares its route and the file that handles it. Read from the spec's own text and the
// built route map, so a call the spec names and nobody serves shows as missing.
//
//   node scripts/spec-calls/spec-calls.mjs           writes docs/spec-calls.md
//   node scripts/spec-calls/spec-calls.mjs --check   exits 1 when the file is stale or a call is missing
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { specCalls } from './spec-text.mjs';
import { servedAt } from './served-at.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
// The spec lives beside the checkout; its section 7 is kept here too, so a clone alone can check.
const specFile = join(repo, '../shared/spec/marketplace-spec.md');
const sectionFile = join(repo, 'scripts/spec-calls/section-7.md');
const outFile = join(repo, 'docs/spec-calls.md');

/** path -> { file, name } of each declared route (aliases included), from the built route map. */
async function declaredRoutes() {
  const dir = join(repo, 'event-schemas/dist/http/routes');
  const byPath = new Map();
  const files = readdirSync(dir, { recursive: true }).filter((f) =>
    String(f).endsWith('.routes.js'),
  );
  for (const file of files) {
    const module = await import(pathToFileURL(join(dir, String(file))).href);
    for (const [name, value] of Object.entries(module)) {
      if (value && typeof value === 'object' && 'path' in value && 'request' in value) {
        const source = `event-schemas/src/http/routes/${String(file).replace(/\.js$/, '.ts')}`;
        byPath.set(value.path, { file: source, name });
      }
    }
  }
  return byPath;
}

/** Every api source file (specs aside), to find which one serves a route constant. */
function apiSources() {
  const root = join(repo, 'api/src');
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
    .map((f) => ({
      file: relative(repo, join(root, f)),
      text: readFileSync(join(root, f), 'utf8'),
    }));
}

/** The handler of a route: the file naming its constant in @CommandRoute, else any that names it. */
function handlerOf(name, sources) {
  const word = new RegExp(`\\b${name}\\b`);
  const routed = new RegExp(`CommandRoute\\([^)]*\\b${name}\\b`);
  return (
    sources.find((s) => routed.test(s.text))?.file ?? sources.find((s) => word.test(s.text))?.file
  );
}

export async function inventory() {
  const calls = specCalls(readFileSync(sectionFile, 'utf8'));
  const routes = await declaredRoutes();
  const sources = apiSources();
  return calls.map(({ group, call }) => {
    const path = servedAt[call]?.path ?? call;
    const route = routes.get(path);
    const handler = route ? handlerOf(route.name, sources) : undefined;
    return { group, call, path, note: servedAt[call]?.note, route, handler };
  });
}

const cell = (text) => (text ? String(text).replaceAll('|', '\\|') : '');

export function render(rows) {
  const missing = rows.filter((r) => !r.route || !r.handler);
  const lines = [
    "# The spec's calls, and where each is served",
    '',
    '<!-- Written by `node scripts/spec-calls/spec-calls.mjs`; `npm test` fails when it is stale. -->',
    '',
    `Section 7 of the spec names ${rows.length} calls. ${rows.length - missing.length} are served, ` +
      `${missing.length} missing${missing.length ? `: ${missing.map((r) => `\`${r.call}\``).join(', ')}` : ''}.`,
    'A call is served when its path is declared in the route map and an api file handles that',
    'route. Where the spec names a call by another path, the note says which path serves it.',
  ];
  let group;
  for (const row of rows) {
    if (row.group !== group) {
      group = row.group;
      lines.push(
        '',
        `## ${group}`,
        '',
        '| Call | Served at | Route | Handler |',
        '| --- | --- | --- | --- |',
      );
    }
    const served = row.path === row.call ? '' : `\`${row.path}\``;
    const note = row.note ? `${served ? ' ' : ''}(${row.note})` : '';
    const route = row.route ? `\`${row.route.file}\` \`${row.route.name}\`` : '**missing**';
    const handler = row.handler ? `\`${row.handler}\`` : '**missing**';
    lines.push(`| \`${row.call}\` | ${cell(served + note)} | ${route} | ${handler} |`);
  }
  return lines.join('\n') + '\n';
}

/** Section 7 of the spec, as the spec beside the checkout has it today. */
function refreshSection() {
  if (!existsSync(specFile)) return;
  const spec = readFileSync(specFile, 'utf8');
  const start = spec.indexOf('## 7. The calls it makes');
  writeFileSync(sectionFile, spec.slice(start, spec.indexOf('\n## 8.', start) + 1) + '\n## 8.\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.argv.includes('--check')) refreshSection();
  const rows = await inventory();
  const text = render(rows);
  const missing = rows.filter((r) => !r.route || !r.handler);
  if (process.argv.includes('--check')) {
    const stale = readFileSync(outFile, 'utf8') !== text;
    if (stale)
      console.error('docs/spec-calls.md is stale: run node scripts/spec-calls/spec-calls.mjs');
    if (missing.length) console.error(`missing: ${missing.map((r) => r.call).join(', ')}`);
    process.exit(stale || missing.length ? 1 : 0);
  }
  writeFileSync(outFile, text);
  console.log(
    `${rows.length} calls, ${missing.length} missing: ${missing.map((r) => r.call).join(', ')}`,
  );
}
