import { Module } from '@nestjs/common';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { BiddingModule } from '../bidding/bidding.module.js';
import { RealtimeGateway } from './realtime.gateway.js';

/**
 * socket.io gateway; pushes come from the projection runner's notifier, never from controllers
 * (a refused bid, which records nothing, reaches it through BidRefusals).
 */
@Module({ imports: [ReadSideModule, IdentityModule, BiddingModule], providers: [RealtimeGateway] })
export class RealtimeModule {}
