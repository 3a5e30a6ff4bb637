import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { RealtimeGateway } from './realtime.gateway.js';

/** socket.io gateway; pushes come from the projection runner's notifier, never from controllers. */
@Module({ imports: [CatalogModule, IdentityModule], providers: [RealtimeGateway] })
export class RealtimeModule {}
