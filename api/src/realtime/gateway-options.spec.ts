import 'reflect-metadata';
import { GATEWAY_OPTIONS } from '@nestjs/websockets/constants.js';
import { describe, expect, it } from 'vitest';
import { RealtimeGateway } from './realtime.gateway.js';

describe('RealtimeGateway options', () => {
  it('keeps no broadcast packets for connection state recovery (they pile up under a bid storm)', () => {
    const options = Reflect.getMetadata(GATEWAY_OPTIONS, RealtimeGateway) as Record<
      string,
      unknown
    >;
    expect(options.transports).toEqual(['websocket']);
    expect(options.connectionStateRecovery).toBeUndefined();
  });
});
