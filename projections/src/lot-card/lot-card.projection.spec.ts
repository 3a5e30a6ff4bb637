import { describe, expect, it } from 'vitest';
import { lotCreated } from '../testing/marketplace-scenario.js';
import { projected } from '../testing/recorded-event.builder.js';
import { lotCardProjection } from './lot-card.projection.js';

const gallery = [{ file_name: 'front.jpg', type: 1 }];

describe('Lot card', () => {
  describe('when a lot is created with images', () => {
    const card = lotCardProjection.evolve(
      undefined,
      projected(
        'lot-l1',
        0,
        'LotCreated',
        lotCreated('l1', { avatar: 'front.jpg', allattachmentlist: gallery }),
      ),
      'l1',
    );

    it('shows its avatar and attachment list (spec 3)', () => {
      expect(card).toMatchObject({ avatar: 'front.jpg', allattachmentlist: gallery });
    });

    it('drops the images an edit leaves out, as the edit replaces the details', () => {
      const { sellerId: _s, settings: _t, ...details } = lotCreated('l1');
      // A card the fold deleted (null) is none to the next event, as the runner hands it on.
      const edited = lotCardProjection.evolve(
        card ?? undefined,
        projected('lot-l1', 1, 'LotEdited', { ...details, editedBy: 'seller-1' }),
        'l1',
      );
      expect(edited).toMatchObject({ avatar: null, allattachmentlist: [] });
    });
  });

  it('has no images when created without them (events written before images were kept)', () => {
    const card = lotCardProjection.evolve(
      undefined,
      projected('lot-l2', 0, 'LotCreated', lotCreated('l2')),
      'l2',
    );
    expect(card).toMatchObject({ avatar: null, allattachmentlist: [] });
  });

  describe("when a lot carries the admin's dynamic field values", () => {
    const values = { 'fld-origin': 'Jwaneng' };
    const card = lotCardProjection.evolve(
      undefined,
      projected('lot-l3', 0, 'LotCreated', lotCreated('l3', { custom_fields: values })),
      'l3',
    );

    it('shows them on the public card', () => {
      expect(card?.custom_fields).toEqual(values);
    });

    it('drops the values an edit leaves out, as the edit replaces the details', () => {
      const { sellerId: _s, settings: _t, ...details } = lotCreated('l3');
      // A card the fold deleted (null) is none to the next event, as the runner hands it on.
      const edited = lotCardProjection.evolve(
        card ?? undefined,
        projected('lot-l3', 1, 'LotEdited', { ...details, editedBy: 'seller-1' }),
        'l3',
      );
      expect(edited?.custom_fields).toEqual({});
    });
  });

  describe('when a lot closes without a sale (spec 4: open, sold, closed, unsold)', () => {
    const opened = lotCardProjection.evolve(
      undefined,
      projected('lot-l4', 0, 'LotCreated', lotCreated('l4')),
      'l4',
    );
    const at = '2030-01-01T00:00:00.000Z';

    it('is unsold when it closes under the reserve or without bids', () => {
      const closed = lotCardProjection.evolve(
        opened ?? undefined,
        projected('lot-l4', 1, 'LotUnsold', { lotId: 'l4', reason: 'no_bids', at }),
        'l4',
      );
      expect(closed?.market_status).toBe('unsold');
    });

    it('is unsold when the admin rejects every sealed offer', () => {
      const rejected = lotCardProjection.evolve(
        opened ?? undefined,
        projected('lot-l4', 1, 'SealedOffersRejected', { lotId: 'l4', rejectedBy: 'a1', at }),
        'l4',
      );
      expect(rejected?.market_status).toBe('unsold');
    });
  });
});
