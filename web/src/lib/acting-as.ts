/**
 * An admin acting as a user ('switchuser'): the admin's own session is kept aside so the banner
 * can take them back to it (issue 27 item 16) without signing in again.
 */
export interface ActingAs {
  adminToken: string;
  adminRefresh: string | null;
  /** The account acted as: the way back lands on its admin page. */
  userId: string;
  name: string;
}

const KEY = 'facet.actingAs';

export const actingAs = {
  get(): ActingAs | null {
    try {
      const raw = localStorage.getItem(KEY);
      return raw ? (JSON.parse(raw) as ActingAs) : null;
    } catch {
      return null;
    }
  },
  start(record: ActingAs) {
    localStorage.setItem(KEY, JSON.stringify(record));
  },
  end() {
    localStorage.removeItem(KEY);
  },
};
