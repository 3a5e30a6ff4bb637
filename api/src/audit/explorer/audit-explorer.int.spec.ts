import Database from 'better-sqlite3';
import type { EventStore } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type Harness,
  HOUR,
  responseData,
  signUp,
  startHarness,
} from '../../../test/http-harness.js';
import { newAuditor } from '../../../test/backoffice-fixtures.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';

/** Issue 18: auditors read the log (secrets redacted) and check a stream's chain; they change nothing. */
describe('The audit event explorer over HTTP', () => {
  let h: Harness;
  let admin: string;
  let auditor: string;
  let buyer: { token: string; id: string };

  beforeAll(async () => {
    h = await startHarness();
    const login = async (email: string, password: string) =>
      responseData(await h.post('user/login', { email, password })).token as string;
    admin = await login(ADMIN.email, ADMIN.password);
    buyer = await signUp(h, 'Tess', 'tess@audit.test');
    auditor = await newAuditor(h, admin, 'ada@audit.test');
  });
  afterAll(() => h.close());

  it("shows a user's registration with its password hash redacted, never the hash itself", async () => {
    const stored = await h.app.get<EventStore>(EVENT_STORE).readStream(`user-${buyer.id}`);
    const hash = (stored.find((e) => e.type === 'UserRegistered')!.data as any)
      .passwordHash as string;
    const r = await h.post('audit/events', { stream: `user-${buyer.id}` }, auditor);
    expect(r.status).toBe(200);
    const row = responseData(r).records.find((e: any) => e.type === 'UserRegistered');
    expect(row.data.passwordHash).toBe('[redacted]');
    expect(row.redacted).toContain('data.passwordHash');
    expect(row).toMatchObject({ stream: `user-${buyer.id}`, revision: 0, userId: buyer.id });
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(r.body)).not.toContain(hash);
  });

  it('filters by type and user, and pages by position', async () => {
    const all = responseData(
      await h.post('audit/events', { type: 'UserRegistered' }, auditor),
    ).records;
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.every((e: any) => e.type === 'UserRegistered')).toBe(true);
    const first = responseData(
      await h.post('audit/events', { type: 'UserRegistered', limit: 1 }, auditor),
    );
    expect(first.records).toHaveLength(1);
    const second = responseData(
      await h.post(
        'audit/events',
        { type: 'UserRegistered', limit: 1, after: first.next },
        auditor,
      ),
    );
    expect(second.records[0].id).toBe(all[1].id);
    const mine = responseData(await h.post('audit/events', { user_id: buyer.id }, auditor)).records;
    expect(mine.every((e: any) => e.userId === buyer.id)).toBe(true);
  });

  it('filters by time: from and to bound the instant each event was recorded at, both inclusive', async () => {
    const start = h.clock.now().getTime();
    const isoAt = (ms: number) => new Date(ms).toISOString();
    h.clock.advance(2 * HOUR);
    const uma = await signUp(h, 'Uma', 'uma@audit.test');
    h.clock.advance(2 * HOUR);
    const vic = await signUp(h, 'Vic', 'vic@audit.test');
    const registered = async (range: { from?: string; to?: string }) =>
      responseData(
        await h.post('audit/events', { type: 'UserRegistered', ...range }, auditor),
      ).records.map((e: any) => e.userId);
    const between = await registered({ from: isoAt(start + HOUR), to: isoAt(start + 3 * HOUR) });
    expect(between).toEqual([uma.id]);
    expect(await registered({ from: isoAt(start + 3 * HOUR) })).toEqual([vic.id]);
    const before = await registered({ to: isoAt(start + HOUR) });
    expect(before).toContain(buyer.id);
    expect(before).not.toContain(uma.id);
    expect(before).not.toContain(vic.id);
    const umaAt = responseData(await h.post('audit/events', { stream: `user-${uma.id}` }, auditor))
      .records[0].at as string;
    expect(await registered({ from: umaAt, to: umaAt })).toEqual([uma.id]);
  });

  it("verifies a stream's chain, and names the event whose stored data changed by one byte", async () => {
    const stream = `user-${buyer.id}`;
    const ok = responseData(await h.post('audit/verifyStream', { stream }, auditor));
    expect(ok).toMatchObject({ stream, ok: true });
    const db = new Database(`${h.dataDir}/facet.sqlite`);
    const row = db
      .prepare('SELECT id, body FROM events WHERE stream = ? AND revision = 0')
      .get(stream) as { id: string; body: string };
    db.prepare('UPDATE events SET body = ? WHERE id = ?').run(
      row.body.replace('"Tess"', '"Tesz"'),
      row.id,
    );
    db.close();
    const broken = responseData(await h.post('audit/verifyStream', { stream }, admin));
    expect(broken).toMatchObject({ ok: false, brokenAt: 0, brokenEventId: row.id });
    expect(broken.reason).toMatch(/hash does not match its content/);
  });

  it('refuses buyers, and refuses the auditor every state-changing route', async () => {
    expect((await h.post('audit/events', {}, buyer.token)).status).toBe(403);
    expect((await h.post('user/updateProfile', { first_name: 'X' }, auditor)).status).toBe(403);
    expect((await h.post('user/addWatchlist', { project_id: 'x' }, auditor)).status).toBe(403);
    expect((await h.post('product/search', {}, auditor)).status).toBe(200);
  });
});
