import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryRoots } from './query-roots';

const src = join(__dirname, '..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.spec\.tsx?$/.test(e.name) ? [path] : [];
  });

const app = sources(src).map((path) => ({
  file: relative(src, path),
  text: readFileSync(path, 'utf8'),
}));

describe('query keys (issue 24)', () => {
  it('are never spelled as a literal: they come from a key factory or a shared root', () => {
    const literal = /queryKey(?:\[0\]\s*[!=]==\s*|:\s*\[\s*)['"`]/;
    expect(app.filter((f) => literal.test(f.text)).map((f) => f.file)).toEqual([]);
  });

  it("root every feature's key factory in the shared roots", () => {
    const factories = app.filter((f) => /^features\/[^/]+\/api\/[^/]+-keys\.ts$/.test(f.file));
    expect(factories.length).toBeGreaterThan(10);
    const unrooted = factories.filter((f) => !/queryRoots\.\w+/.test(f.text)).map((f) => f.file);
    expect(unrooted).toEqual([]);
  });

  it('gives each root its own first key', () => {
    const firsts = Object.values(queryRoots).map((root) => root[0]);
    expect(new Set(firsts).size).toBe(firsts.length);
  });
});
