import { scheduleRefresh } from './api-client';
import type { RouteAnswer } from '@facet/event-schemas';
import { actingAs } from './acting-as';
import { session } from './session';
import { refreshSocketAuth } from './socket';

/** Every answer that opens a session (login, register, code check, password change) lands here. */
export function startSession(tokens: RouteAnswer<'user/login'>) {
  // A sign-in of its own ends any acting as another user (a switch records it again after).
  actingAs.end();
  session.signIn(tokens.token, tokens.user, tokens.refresh_token);
  scheduleRefresh(tokens.expires_in);
  refreshSocketAuth();
}

export function endSessionLocally() {
  scheduleRefresh(undefined);
  session.clear();
  refreshSocketAuth();
}
