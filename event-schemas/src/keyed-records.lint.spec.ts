import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The repo's own lint config on a snippet placed at `filePath`: the messages of its KEYED_LOOKUPS. */
const keyedLookups = async (code: string, filePath: string) => {
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes("caller's key"))
    .map((m) => m.line);
};

/** Issue 28, item 1: the lint rule refuses the lookup that made `admin/replay/frame` a 500. */
describe('the KEYED_LOOKUPS lint rule', () => {
  it("refuses a plain object indexed by a caller's key, read, written or tested with `in`", async () => {
    const code = [
      'export const a = (maxima: Record<string, number>, userId: string) => maxima[userId];',
      'export const b = (s: { offers: Record<string, number> }, e: { data: { userId: string } }) =>',
      '  s.offers[e.data.userId];',
      'export const c = (v: Record<string, string>, key: string) => { v[key] = "x"; };',
      'export const d = (p: Record<string, number>, key: string) => key in p;',
    ].join('\n');
    for (const file of ['api/src/replay/x.ts', 'api/src/lots/domain/x.ts', 'projections/src/x.ts'])
      expect(await keyedLookups(code, file), file).toEqual([1, 3, 4, 5]);
  }, 30_000);

  it('takes own-key reads, arrays by index and the same code in the web', async () => {
    const code = [
      "import { ownValue } from '@facet/event-schemas';",
      'export const a = (maxima: Record<string, number>, userId: string) => ownValue(maxima, userId);',
      'export const b = (list: number[], mid: number) => list[mid];',
    ].join('\n');
    expect(await keyedLookups(code, 'api/src/replay/x.ts')).toEqual([]);
    expect(
      await keyedLookups(
        'export const a = (m: Record<string, number>, userId: string) => m[userId];',
        'web/src/x.ts',
      ),
    ).toEqual([]);
  }, 30_000);
});
