import type { ConfigurationAnswer } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { bundleOptions } from './config-options';

const bundle = (tableValues: unknown) => ({ tableValues }) as unknown as ConfigurationAnswer;

describe("The lot form's category, condition and location choices", () => {
  it("come from the bundle's admin tables, by id and name", () => {
    const b = bundle({ categories: [{ id: 'c1', name: 'Rough', active: 1 }] });
    expect(bundleOptions(b, 'categories')).toEqual([{ value: 'c1', label: 'Rough' }]);
  });

  it('leave out inactive rows (active 2)', () => {
    const b = bundle({ locations: [{ id: 'l1', name: 'Antwerp', active: 2 }] });
    expect(bundleOptions(b, 'locations')).toEqual([]);
  });

  it('are empty while the admin has set up no table', () => {
    expect(bundleOptions(bundle({}), 'conditions')).toEqual([]);
    expect(bundleOptions(undefined, 'conditions')).toEqual([]);
  });
});
