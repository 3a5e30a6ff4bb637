import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, waitFor } from '../../../test/http-harness.js';

/** A raw TCP client: what it was sent back, and whether the server closed it. */
interface Raw {
  socket: Socket;
  received: () => string;
  closed: () => boolean;
}

/**
 * An api started with these limits, and raw TCP clients opened to it for the tests of one
 * describe (every client destroyed and the api closed after them).
 */
function rawClients(limits: Record<string, string>): { open: () => Promise<Raw> } {
  let h: Harness;
  let port: number;
  const raws: Raw[] = [];
  beforeAll(async () => {
    h = await startHarness(limits);
    port = Number(new URL(h.baseUrl).port);
  });
  afterAll(async () => {
    for (const r of raws) r.socket.destroy();
    await h?.close();
  });
  const open = () =>
    new Promise<Raw>((resolve) => {
      let data = '';
      let closed = false;
      const socket = connect(port, '127.0.0.1', () => resolve(raw));
      socket.setEncoding('utf8');
      socket.on('data', (c: string) => (data += c));
      socket.on('close', () => (closed = true));
      socket.on('error', () => undefined);
      const raw = { socket, received: () => data, closed: () => closed };
      raws.push(raw);
    });
  return { open };
}

/**
 * Issue 19, defect 8: slow clients are cut off, and one address cannot hold every connection;
 * issue 28: the connections past an address's cap wait, unread, rather than being closed.
 */
describe('Slow clients and connections per address', () => {
  const { open } = rawClients({
    HEADERS_TIMEOUT_MS: '1000',
    REQUEST_TIMEOUT_MS: '2000',
    IDLE_TIMEOUT_MS: '1500',
    MAX_CONNECTIONS_PER_ADDRESS: '5',
  });

  it('closes a connection whose headers trickle in (408)', async () => {
    const r = await open();
    r.socket.write('POST /api/product/search HTTP/1.1\r\nHost: x\r\n');
    await waitFor(() => r.closed(), 10_000);
    expect(r.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose body trickles in (408)', async () => {
    const r = await open();
    r.socket.write(
      'POST /api/product/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const trickle = setInterval(() => r.socket.write(' '), 200);
    await waitFor(() => r.closed(), 10_000);
    clearInterval(trickle);
    expect(r.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a kept-alive connection left idle', async () => {
    const r = await open();
    r.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await waitFor(() => r.received().includes('200 OK'));
    await waitFor(() => r.closed(), 10_000);
  });
});

/** Issue 28: the connections past an address's cap wait, unread, rather than being closed. */
describe('Connections past an address cap', () => {
  const { open } = rawClients({ MAX_CONNECTIONS_PER_ADDRESS: '2' });

  it('holds an address past its connections unread, serves it in turn, and 503s past the hold', async () => {
    const open2: Raw[] = [];
    for (let i = 0; i < 2; i++) open2.push(await open());
    // The 3rd is accepted but not read while the first 2 are open (issue 28: not closed, or a
    // flood reconnects at once).
    const third = await open();
    third.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    const held: Raw[] = [];
    for (let i = 0; i < 2 * 8 - 1; i++) held.push(await open());
    // Past 8 times the cap held, answered 503 and closed.
    const past = await open();
    await waitFor(() => past.closed());
    expect(past.received()).toMatch(/^HTTP\/1\.1 503/);
    expect(past.received()).toContain('Retry-After: 1');
    expect(third.received()).toBe('');
    expect([...open2, third].some((r) => r.closed())).toBe(false);

    open2[0]!.socket.destroy();
    await waitFor(() => third.closed());
    expect(third.received()).toMatch(/^HTTP\/1\.1 200/);
    for (const r of held) r.socket.destroy();
  });
});
