import type { IdentityEvent } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { evolveUser } from './user.decider.js';
import { at, given, registered, when } from '../../../test/deciders/user.given.js';

const later = '2026-03-02T11:00:00.000Z';
const started = (sessionId: string): IdentityEvent => ({
  type: 'UserSessionStarted',
  data: { userId: 'u1', sessionId, expiresAt: later, via: 'login', at },
});

describe('User sessions', () => {
  describe('given a session at generation 0', () => {
    const state = given(registered, started('s1'));

    it('rotates to generation 1 when the current refresh token is presented', () => {
      expect(
        when(state, { type: 'RefreshSession', sessionId: 's1', generation: 0, expiresAt: later }),
      ).toEqual([
        {
          type: 'UserSessionRefreshed',
          data: { userId: 'u1', sessionId: 's1', generation: 1, expiresAt: later, at },
        },
      ]);
    });

    it('revokes the family when an already rotated token comes back (reuse)', () => {
      const rotated = given(registered, started('s1'), {
        type: 'UserSessionRefreshed',
        data: { userId: 'u1', sessionId: 's1', generation: 1, expiresAt: later, at },
      });
      const events = when(rotated, {
        type: 'RefreshSession',
        sessionId: 's1',
        generation: 0,
        expiresAt: later,
      });
      expect(events).toEqual([
        {
          type: 'UserSessionRevoked',
          data: { userId: 'u1', sessionId: 's1', reason: 'refresh-reuse', at },
        },
      ]);
      expect(events.reduce(evolveUser, rotated).sessions).toEqual({});
    });

    it('refuses a refresh after the session expired', () => {
      expect(() =>
        when(state, {
          type: 'RefreshSession',
          sessionId: 's1',
          generation: 0,
          expiresAt: later,
          at: later,
        }),
      ).toThrow('auth.refresh-invalid');
    });

    it('ends every session when the user is deactivated', () => {
      expect(
        given(registered, started('s1'), started('s2'), {
          type: 'UserDeactivated',
          data: { userId: 'u1', reason: null, changedBy: 'admin', at },
        }).sessions,
      ).toEqual({});
    });

    it('ends every session and clears force_reset_pass when the password changes', () => {
      const s = given(
        registered,
        started('s1'),
        {
          type: 'UserForceResetPassSet',
          data: { userId: 'u1', force_reset_pass: true, changedBy: 'admin', at },
        },
        {
          type: 'UserPasswordChanged',
          data: { userId: 'u1', passwordHash: 'y'.repeat(30), via: 'reset', changedBy: 'u1', at },
        },
      );
      expect(s).toMatchObject({
        sessions: {},
        force_reset_pass: false,
        passwordHash: 'y'.repeat(30),
      });
    });

    it('logs out once: a second logout of the same session decides nothing', () => {
      const ended = given(registered, started('s1'), {
        type: 'UserSessionRevoked',
        data: { userId: 'u1', sessionId: 's1', reason: 'logout', at },
      });
      expect(when(ended, { type: 'EndSession', sessionId: 's1', reason: 'logout' })).toEqual([]);
    });
  });
});

describe('Verification codes', () => {
  const issued = given(registered, {
    type: 'VerificationIssued',
    data: {
      userId: 'u1',
      purpose: 'email-code',
      codeHash: 'a'.repeat(64),
      target: 'a@b.test',
      expiresAt: later,
      at,
    },
  });

  it('verifies the e-mail with the right code, once', () => {
    const events = when(issued, {
      type: 'ConfirmVerification',
      purpose: 'email-code',
      codeHash: 'a'.repeat(64),
    });
    const after = events.reduce(evolveUser, issued);
    expect(after.email_verified).toBe(true);
    expect(() =>
      when(after, { type: 'ConfirmVerification', purpose: 'email-code', codeHash: 'a'.repeat(64) }),
    ).toThrow('verification.expired');
  });

  it('records a wrong code and locks the code after 5 wrong tries', () => {
    let s = issued;
    for (let i = 0; i < 5; i += 1)
      s = when(s, {
        type: 'ConfirmVerification',
        purpose: 'email-code',
        codeHash: 'b'.repeat(64),
      }).reduce(evolveUser, s);
    expect(() =>
      when(s, { type: 'ConfirmVerification', purpose: 'email-code', codeHash: 'a'.repeat(64) }),
    ).toThrow('verification.locked');
  });

  it('refuses an expired code', () => {
    expect(() =>
      when(issued, {
        type: 'ConfirmVerification',
        purpose: 'email-code',
        codeHash: 'a'.repeat(64),
        at: later,
      }),
    ).toThrow('verification.expired');
  });

  it('changes the password with a right reset link', () => {
    const reset = given(registered, {
      type: 'VerificationIssued',
      data: {
        userId: 'u1',
        purpose: 'password-reset',
        codeHash: 'a'.repeat(64),
        target: 'a@b.test',
        expiresAt: later,
        at,
      },
    });
    const events = when(reset, {
      type: 'ConfirmVerification',
      purpose: 'password-reset',
      codeHash: 'a'.repeat(64),
      newPasswordHash: 'z'.repeat(30),
    });
    expect(events.map((e) => e.type)).toEqual(['VerificationSucceeded', 'UserPasswordChanged']);
  });
});

describe('Account records', () => {
  const state = given(registered);
  it('refuses to update a company owner the user does not have', () => {
    expect(() =>
      when(state, {
        type: 'UpdateCompanyOwner',
        ownerId: 'nope',
        owner: {
          first_name: 'a',
          last_name: 'b',
          email: 'c@d.e',
          phone: null,
          ownership_percentage: null,
          title: null,
        },
      }),
    ).toThrow('company-owner.not-found');
  });
  it('does not let a user follow themself', () => {
    expect(() =>
      when(state, { type: 'FollowSeller', sellerId: 'u1', rating: 5, mustExist: false }),
    ).toThrow('follow.self');
  });
  it('decides nothing when the profile does not change', () => {
    expect(
      when(state, { type: 'UpdateProfile', changes: { first_name: 'A', termcheck: true } }),
    ).toEqual([]);
  });
});
