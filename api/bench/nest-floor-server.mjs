// The stack's own floor: the durable floor's handler (durable-floor-writer.mjs) served by a bare
// NestJS application on Fastify, the framework the api is built on, with no guard, pipe, logger,
// validation or domain. SIGN=1 also signs a bid receipt's payload with Ed25519 on the thread pool,
// as every accepted bid's answer carries one (the api's own signPayloadAsync); SIGN=sync signs on
// the main thread instead. The engine bench runs it beside the bare node:http floor: what the
// framework and the signature alone cost here.
//   PORT=3998 DIR=/tmp/x SIGN=1 node api/bench/nest-floor-server.mjs
import 'reflect-metadata';
import { Body, Controller, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { generateSigningKey, signPayload, signPayloadAsync } from '@facet/event-store';
import { acceptedAnswer, appendDurably } from './durable-floor-writer.mjs';

const signing = ['1', 'sync'].includes(process.env.SIGN ?? '')
  ? generateSigningKey().key
  : undefined;
const sign = process.env.SIGN === 'sync' ? async (k, p) => signPayload(k, p) : signPayloadAsync;
let revision = 0;

/** A receipt payload of the api's shape and size (BidReceiptPayload). */
const receiptOf = (bid) => ({
  format: 'facet-bid-receipt/1',
  lotId: String(bid.id),
  bidId: `bid-${revision}`,
  userId: 'user-0190b1c2-7c1e-7d3a-9f00-000000000000',
  eventId: '0190b1c2-7c1e-7d3a-9f00-000000000000',
  eventType: 'ProxyBidPlaced',
  stream: `lot-${bid.id}`,
  revision: ++revision,
  hash: 'f'.repeat(64),
  amount: bid.wsprice * 100,
  maximum: bid.wsprice * 100,
  serverTime: new Date().toISOString(),
  keyId: signing?.publicKey.keyId ?? '',
});

// Decorators applied by hand: this file runs under plain node, as the other floor does.
class BidController {
  async confirm(bid) {
    await appendDurably(JSON.stringify(bid));
    const answer = acceptedAnswer(bid);
    if (!signing) return answer;
    const payload = receiptOf(bid);
    answer.data.responseData.receipt = {
      payload,
      signature: await sign(signing, payload),
    };
    return answer;
  }
}
const confirm = Object.getOwnPropertyDescriptor(BidController.prototype, 'confirm');
Post('bid/confirm')(BidController.prototype, 'confirm', confirm);
HttpCode(200)(BidController.prototype, 'confirm', confirm);
Body()(BidController.prototype, 'confirm', 0);
Controller()(BidController);

class FloorModule {}
Module({ controllers: [BidController] })(FloorModule);

const app = await NestFactory.create(FloorModule, new FastifyAdapter(), { logger: false });
app.setGlobalPrefix('api');
await app.listen(Number(process.env.PORT ?? 3998), '127.0.0.1');
console.log('nest floor ready');
