import type { IdentityEvent } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { rejectionCode } from '../../../test/deciders/rejection-code.js';
import { at, given, registered, when } from '../../../test/deciders/user.given.js';

const owner = {
  first_name: 'O',
  last_name: 'W',
  email: 'o@w.test',
  phone: null,
  ownership_percentage: 50,
  title: null,
};

// Issue 19, defect 4: ids that are JavaScript built-ins ('valueOf', '__proto__', 'constructor')
// were found in a plain object's prototype and passed the existence check.
describe('A user record named by a JavaScript built-in does not exist', () => {
  const state = given(registered);

  it.each(['valueOf', '__proto__', 'constructor', 'hasOwnProperty', 'toString'])(
    'refuses company owner, saved search and follow %s',
    (id) => {
      expect(
        rejectionCode(() =>
          when(state, { type: 'UpdateCompanyOwner', ownerId: id, owner } as never),
        ),
      ).toBe('company-owner.not-found');
      expect(
        rejectionCode(() => when(state, { type: 'RemoveCompanyOwner', ownerId: id } as never)),
      ).toBe('company-owner.not-found');
      expect(
        rejectionCode(() => when(state, { type: 'RemoveSavedSearch', searchId: id } as never)),
      ).toBe('saved-search.not-found');
      expect(
        rejectionCode(() =>
          when(state, { type: 'FollowSeller', sellerId: id, rating: 5, mustExist: true } as never),
        ),
      ).toBe('follow.not-found');
      expect(when(state, { type: 'UnfollowSeller', sellerId: id } as never)).toEqual([]);
    },
  );

  it('keeps an owner whose id is a built-in name as an owner like any other', () => {
    const added = given(registered, {
      type: 'CompanyOwnerAdded',
      data: { userId: 'u1', ownerId: 'constructor', owner, at },
    } as IdentityEvent);
    expect(
      rejectionCode(() =>
        when(added, { type: 'RemoveCompanyOwner', ownerId: 'constructor' } as never),
      ),
    ).toBeUndefined();
    expect(
      rejectionCode(() => when(added, { type: 'RemoveCompanyOwner', ownerId: 'valueOf' } as never)),
    ).toBe('company-owner.not-found');
  });
});
