// socket.io over k6's websockets: engine.io v4 framing by hand ('0' open, '2'/'3' ping/pong,
// '40' namespace connect with auth, '42[...]' events, '42<n>[...]' with an ack id).
export function socketUrl(baseUrl) {
  return `${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
}

/** Parses one frame into { type: 'open'|'ping'|'connect'|'event'|'ack'|'other', name, data }. */
export function parseFrame(frame) {
  if (frame === '2') return { type: 'ping' };
  if (frame[0] === '0') return { type: 'open' };
  if (frame.startsWith('40')) return { type: 'connect' };
  if (frame.startsWith('42')) {
    const json = frame.slice(frame.indexOf('['));
    const [name, data] = JSON.parse(json);
    return { type: 'event', name, data };
  }
  if (frame.startsWith('43')) return { type: 'ack' };
  return { type: 'other' };
}

export const connectFrame = (token) => (token ? `40${JSON.stringify({ token })}` : '40');
export const eventFrame = (name, payload, ackId) =>
  `42${ackId ?? ''}${JSON.stringify([name, payload])}`;
