// WATCHERS sockets speaking socket.io watch one lot; every 50th also bids once a second and
// measures bid-to-push latency: to its own user room (personal answer) and to the lot room.
import ws from 'k6/ws';
import { check } from 'k6';
import { Counter, Trend } from 'k6/metrics';
import { BASE_URL, BUYERS, SMOKE, login, openLots, post, storm } from '../lib/api.js';
import { connectFrame, eventFrame, parseFrame, socketUrl } from '../lib/socketio.js';

const WATCHERS = Number(__ENV.WATCHERS || (SMOKE ? 20 : 1000));
const HOLD_MS = SMOKE ? 8_000 : 40_000;
const personalLatency = new Trend('push_latency_personal', true);
const lotLatency = new Trend('push_latency_lot', true);
const pushes = new Counter('pushes_received');

export const options = {
  scenarios: {
    watchers: { executor: 'per-vu-iterations', vus: WATCHERS, iterations: 1, maxDuration: SMOKE ? '20s' : '90s' },
  },
  thresholds: SMOKE
    ? { checks: ['rate>0.95'], pushes_received: ['count>0'] }
    : { push_latency_personal: ['p(99)<30'], push_latency_lot: ['p(99)<250'], checks: ['rate>0.99'] },
};

export function setup() {
  const buyers = BUYERS.map(login);
  const lot = openLots(buyers[0].token, 1)[0];
  if (!lot) throw new Error('no open standard lot to watch');
  return { buyers, lotId: lot.id, start: lot.next_bid };
}

export default function (data) {
  const bidder = __VU % 50 === 1;
  const buyer = data.buyers[__VU % data.buyers.length];
  let pending = null;
  const res = ws.connect(socketUrl(BASE_URL), {}, (socket) => {
    socket.on('message', (frame) => {
      const f = parseFrame(frame);
      if (f.type === 'ping') return socket.send('3');
      if (f.type === 'open') return socket.send(connectFrame(buyer.token));
      if (f.type === 'connect') return socket.send(eventFrame('watchLots', { ids: [data.lotId] }, 1));
      if (f.type !== 'event' || f.name !== 'bidAddtime') return;
      pushes.add(1);
      if (!pending || f.data.revision < pending.revision) return;
      const ms = Date.now() - pending.sentAt;
      if (f.data.bidtopstatus !== undefined && !pending.personal) { personalLatency.add(ms); pending.personal = true; }
      if (f.data.bidtopstatus === undefined && !pending.lot) { lotLatency.add(ms); pending.lot = true; }
    });
    if (bidder) {
      socket.setInterval(() => {
        const sentAt = Date.now();
        const amount = Math.round((data.start + (Date.now() % 1_000_000) / 10) * 100) / 100;
        const r = post('bid/confirm', { id: data.lotId, wsprice: amount, bidding_type: 'proxy' }, buyer.token, storm);
        if (r.status === 200) pending = { sentAt, revision: r.json('data.responseData.revision') };
      }, 1000);
    }
    socket.setTimeout(() => socket.close(), HOLD_MS);
  });
  check(res, { 'socket upgraded': (r) => r && r.status === 101 });
}
