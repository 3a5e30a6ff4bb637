import { describe, expect, it } from 'vitest';
import { initialState } from './lot.state.js';
import { aLot, create, given, open, play } from './lot.test-builders.js';

const rejects = (code: string) => expect.objectContaining({ code });
const papers = {
  certificate: 'BW-2026-004512',
  origin_country: 'BW',
  exporting_authority: 'Government Diamond Valuator, Botswana',
};

describe('KP-1: a rough lot opens only with its Kimberley Process papers', () => {
  it('given a rough lot without papers, when it is due to open, then opening is refused', () => {
    const lot = given(initialState(), create(aLot({ categoryTypeId: 'rough' })));
    expect(() => play(lot, open())).toThrowError(rejects('lot.kimberley-process-required'));
    expect(lot.phase).toBe('scheduled');
  });

  it.each(['certificate', 'origin_country', 'exporting_authority'] as const)(
    'given a rough lot missing its %s, when it is due to open, then opening is refused',
    (missing) => {
      const { [missing]: _gone, ...partial } = papers;
      const lot = given(
        initialState(),
        create(aLot({ categoryTypeId: 'rough', kimberley_process: partial })),
      );
      expect(() => play(lot, open())).toThrowError(rejects('lot.kimberley-process-required'));
    },
  );

  it('given a rough lot with all three, when it is due to open, then it opens', () => {
    const lot = given(
      initialState(),
      create(aLot({ categoryTypeId: 'rough', kimberley_process: papers })),
    );
    expect(play(lot, open()).state.phase).toBe('open');
  });

  it.each(['jewellery', 'fancy-colours', null])(
    'given a %s lot (not rough) without papers, when it is due to open, then it opens (exempt)',
    (category) => {
      const lot = given(initialState(), create(aLot({ categoryTypeId: category })));
      expect(play(lot, open()).state.phase).toBe('open');
    },
  );
});
