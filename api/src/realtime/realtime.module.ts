import { Module } from '@nestjs/common';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { RealtimeGateway } from './realtime.gateway.js';

/** socket.io gateway; pushes come from the projection runner's notifier, never from controllers. */
@Module({ imports: [ReadSideModule, IdentityModule], providers: [RealtimeGateway] })
export class RealtimeModule {}
