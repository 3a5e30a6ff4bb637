import { describe, expect, it } from 'vitest';
import { append, emptyList, itemsOf, lastOf } from './shared-list.js';

describe('A list that replay states share', () => {
  it('lets an older state append without the newer one seeing it, nor it seeing theirs', () => {
    const one = append(emptyList<string>(), 'a');
    const newer = append(append(one, 'b'), 'c');
    const branch = append(one, 'x');
    expect(itemsOf(newer)).toEqual(['a', 'b', 'c']);
    expect(itemsOf(branch)).toEqual(['a', 'x']);
    expect(itemsOf(one)).toEqual(['a']);
  });

  it('gives the last n matching items oldest first, and how many match in all', () => {
    let list = emptyList<number>();
    for (let i = 1; i <= 10; i++) list = append(list, i);
    expect(lastOf(list, 3, (n) => n % 2 === 0)).toEqual({ items: [6, 8, 10], count: 5 });
  });
});
