import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GracefulDrain } from './graceful-drain.js';

@Module({})
class NothingModule {}

/** A raw client that connects and sends one request at once; what it was told, or its error. */
function rawRequest(port: number): Promise<{ answer: string; error?: string }> {
  return new Promise((resolve) => {
    let answer = '';
    let error: string | undefined;
    const socket = connect(port, '127.0.0.1');
    socket.setEncoding('utf8');
    socket.write('GET /anything HTTP/1.1\r\nHost: facet.test\r\n\r\n');
    socket.on('data', (c: string) => (answer += c));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => resolve({ answer, error }));
  });
}

/**
 * Issue 19 defect 10, the node's last moment: closing the listening socket resets every connection
 * the kernel had completed for it but the node had not accepted yet, and those clients had sent
 * their request (under a storm, several on most shutdowns). A drained node answers them instead.
 */
describe('A draining node closes its listener without resetting queued connections', () => {
  let app: NestFastifyApplication;
  let drain: GracefulDrain;
  let port: number;

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(NothingModule, new FastifyAdapter(), {
      logger: false,
    });
    drain = new GracefulDrain(app);
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as { port: number }).port;
  });
  afterAll(() => app?.close());

  it('answers each connection queued when the drain starts with a 503 and Connection: close', async () => {
    const clients = Array.from({ length: 20 }, () => rawRequest(port));
    // The sockets connect on the next tick; the drain starts right after, before the node's
    // loop gets to accept any of them: all 20 wait in the kernel's accept queue.
    await new Promise((resolve) => process.nextTick(resolve));
    const drained = drain.drain(5_000);
    const told = await Promise.all(clients);
    await drained;

    expect(told.filter((t) => t.error !== undefined)).toEqual([]);
    for (const t of told) {
      expect(t.answer).toMatch(/^HTTP\/1\.1 503 /);
      expect(t.answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(t.answer).toMatch(/\r\nretry-after: [1-9]\d*\r\n/i);
    }
    // And the node no longer listens: the next client is refused, never reset.
    expect((await rawRequest(port)).error).toBe('ECONNREFUSED');
  });

  it('closes a kept-alive idle connection first, while it still listens', async () => {
    const second = await NestFactory.create<NestFastifyApplication>(
      NothingModule,
      new FastifyAdapter(),
      { logger: false },
    );
    const secondDrain = new GracefulDrain(second);
    await second.listen(0, '127.0.0.1');
    const server = second.getHttpServer();
    const secondPort = (server.address() as { port: number }).port;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const req = request({ host: '127.0.0.1', port: secondPort, path: '/anything', agent });
    const kept = await new Promise<Socket>((resolve, reject) => {
      req.once('socket', (socket) =>
        req.once('response', (res) => {
          res.resume();
          res.on('end', () => resolve(socket));
        }),
      );
      req.on('error', reject).end();
    });
    // Idle for a while, as a browser leaves a connection between two screens.
    await new Promise((r) => setTimeout(r, 400));
    const closedWhileListening = new Promise<boolean>((resolve) =>
      kept.once('close', () => resolve(server.listening)),
    );
    await secondDrain.drain(5_000);
    expect(await closedWhileListening).toBe(true);
    agent.destroy();
    await second.close();
  });
});
