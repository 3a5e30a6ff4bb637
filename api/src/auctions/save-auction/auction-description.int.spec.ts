import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInSeller } from '../../../test/backoffice-fixtures.js';
import { systemActor } from '../../shared/domain/actor.js';
import { AuctionCommandBus } from '../auction-bus/auction-command-bus.js';
import {
  type Harness,
  HOUR,
  iso,
  responseData,
  startHarness,
  waitFor,
} from '../../../test/http-harness.js';

/**
 * Issue 28 item 6: an auction's description with `<img onerror>` or `<script>` was stored and
 * served unchanged (the web's DOMPurify was all that stood between it and a browser). It is an
 * HTML field of the contract now, stored clean like a lot's.
 */
describe("An auction's description over HTTP", () => {
  let h: Harness;
  let seller = '';

  beforeAll(async () => {
    h = await startHarness();
    seller = await signInSeller(h, 'describer@auction-html.test');
  }, 60_000);
  afterAll(() => h?.close());

  const save = async (description: string, id?: string) => {
    const now = h.clock.now().getTime();
    const r = await h.post(
      'seller/auction/auctionAction',
      {
        action: id ? 'edit' : 'new',
        ...(id ? { id } : {}),
        title: 'Described tender',
        description,
        date_added: iso(now - HOUR),
        date_closed: iso(now + 72 * HOUR),
      },
      seller,
    );
    expect(r.status).toBe(200);
    return responseData(r).id as string;
  };

  /** The description as the seller's desk and the public search serve it, once projected. */
  const served = async (id: string, startsWith: string) => {
    const read = { desk: '', search: '' };
    await waitFor(async () => {
      const desk = await h.post('seller/auction/getSingleAuction', { id }, seller);
      const search = await h.post('auction/search', { limit: 1, page: 1, filters: { id } });
      read.desk = desk.status === 200 ? (responseData(desk).record?.description ?? '') : '';
      read.search = responseData(search)?.records?.[0]?.description ?? '';
      return read.desk.startsWith(startsWith) && read.search.startsWith(startsWith);
    });
    return read;
  };

  it('stores and serves it without the script, the handler or the javascript: link', async () => {
    const evil =
      '<p>Sight on <b>Tuesday</b></p><img src="x" onerror="alert(document.cookie)">' +
      '<script>alert(1)</script><a href="javascript:alert(1)">terms</a>';
    const clean = '<p>Sight on <b>Tuesday</b></p><img><a rel="noopener noreferrer">terms</a>';
    const id = await save(evil);
    expect(await served(id, '<p>Sight')).toEqual({ desk: clean, search: clean });
    await save(`<p>Edited</p><svg onload="alert(1)"></svg>${evil}`, id);
    const edited = await served(id, '<p>Edited');
    expect(edited).toEqual({ desk: `<p>Edited</p>${clean}`, search: `<p>Edited</p>${clean}` });
  });

  it('serves a description stored unclean before this fix cleaned', async () => {
    const id = await save('<p>Old tender</p>');
    await served(id, '<p>Old');
    // What an edit saved before the field was declared HTML left in the log.
    const bus = h.app.get(AuctionCommandBus);
    const details = (await bus.load(id)).details!;
    const old = '<p>Old tender, edited</p><img src=x onerror="alert(1)"><script>alert(1)</script>';
    await bus.send(
      id,
      { type: 'EditAuction', details: { ...details, description: old } },
      systemActor,
    );
    const clean = '<p>Old tender, edited</p><img>';
    expect(await served(id, '<p>Old tender, edited')).toEqual({ desk: clean, search: clean });
  });
});
