import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, waitFor } from '../../../test/http-harness.js';

/** A raw TCP client: what it was sent back, and whether the server closed it. */
interface Raw {
  socket: Socket;
  received: () => string;
  closed: () => boolean;
}

/** Issue 19, defect 8: slow clients are cut off, and one address cannot hold every connection. */
describe('Slow clients and connections per address', () => {
  let h: Harness;
  let port: number;
  const raws: Raw[] = [];

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

  beforeAll(async () => {
    h = await startHarness({
      HEADERS_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '2000',
      IDLE_TIMEOUT_MS: '1500',
      MAX_CONNECTIONS_PER_ADDRESS: '5',
    });
    port = Number(new URL(h.baseUrl).port);
  });
  afterAll(async () => {
    for (const r of raws) r.socket.destroy();
    await h?.close();
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

  it('answers 503 to an address past its connections, and takes it again once one closes', async () => {
    await waitFor(() => raws.every((r) => r.closed()), 10_000);
    const held: Raw[] = [];
    for (let i = 0; i < 5; i++) held.push(await open());
    const sixth = await open();
    await waitFor(() => sixth.closed());
    expect(sixth.received()).toMatch(/^HTTP\/1\.1 503/);
    expect(sixth.received()).toContain('Retry-After: 1');
    expect(held.some((r) => r.closed())).toBe(false);

    held[0]!.socket.destroy();
    await waitFor(() => held[0]!.closed());
    const next = await open();
    next.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await waitFor(() => next.closed());
    expect(next.received()).toMatch(/^HTTP\/1\.1 200/);
  });
});
