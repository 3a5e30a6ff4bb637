import {
  Inject,
  Logger,
  type OnApplicationShutdown,
  type OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import {
  lotWatchRoom,
  userRoom,
  type CatchUpAnswer,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type WatchAnswer,
} from '@facet/event-schemas';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import {
  attachRealtimePushes,
  publicBidState,
  type ProjectionRunner,
  type PushTarget,
} from '@facet/projections';
import { MarketplaceMetrics } from '../operations/metrics/marketplace-metrics.js';
import { USER_DIRECTORY, type UserDirectory } from '../shared/auth/actor.js';
import { TokenService } from '../shared/auth/token.service.js';
import { SessionRevocations } from '../identity/sessions/session-revocations.js';
import { disconnectRevokedSockets } from '../identity/sessions/socket-revocation.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { ReadModelReader } from '../read-side/read-model.reader.js';
import { PROJECTION_RUNNER } from '../read-side/read-side.tokens.js';
import { BidRefusals } from '../bidding/bid-refusals/bid-refusals.js';
import { pushBidRefusals } from './bid-refusal-push.js';
import { attachRedisAdapter } from './redis-adapter.js';
import { slicedRoomTarget, sliceToLocalSockets } from './room-fanout.js';
import { lotIds, socketUserId } from './socket-auth.js';
import { allowSocketOrigin } from './socket-origin.js';
import { lotRoomsHeld, SOCKET_LIMITS, SocketFloodGuard } from './socket-flood-guard.js';
import { addressOf, CATCH_UP_MAX_LOTS, SocketAddressGuard } from './socket-address-guard.js';
import { APP_CONFIG, type AppConfig } from '../shared/config/app-config.js';

/** Counts each push (one per room and event) on its way out, for facet_pushes_total. */
const countedPushes = (target: PushTarget, metrics: MarketplaceMetrics): PushTarget => ({
  to: (room) => {
    const to = target.to(room);
    return {
      emit: (event, ...args) => {
        metrics.pushed(event);
        return to.emit(event, ...args);
      },
    };
  },
});

/** What the gateway keeps on a socket: who it is, once the handshake's token was checked. */
interface WatcherData {
  identified: Promise<void>;
  userId: string | undefined;
}

/** The gateway's socket.io server and sockets, typed by the public event maps. */
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  DefaultEventsMap,
  WatcherData
>;
type WatcherSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  DefaultEventsMap,
  WatcherData
>;

/**
 * Pushes only inform; commands go over HTTP. Rooms: `lot:{id}` (signed-in watchers),
 * `lot:{id}:visitor` (no prices), `user:{id}` (personal answers), named by event-schemas' room
 * helpers. Every push carries the lot's revision, so a client can see a gap and refetch.
 *
 * No socket.io connection state recovery: it keeps every broadcast packet for its whole window
 * (two minutes, swept once a minute) whether or not anyone is away, which under a bid storm is
 * hundreds of thousands of retained packets and garbage-collector pauses of 100 ms and more on
 * the bid path. The client does not need it: on every reconnect it watches its lots again and
 * sends `catchUp` with the revision it holds of each; the lots that moved on are pushed back
 * (public state only) and the client refetches them.
 */
@WebSocketGateway({
  path: '/socket.io',
  transports: ['websocket'],
  allowRequest: allowSocketOrigin,
})
export class RealtimeGateway
  implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy, OnApplicationShutdown
{
  private readonly log = new Logger('RealtimeGateway');
  private readonly stops: (() => void)[] = [];
  /** The Redis adapter's clients: closed after socket.io closed its server (see attachRedisAdapter). */
  private closeAdapter: (() => Promise<void>) | undefined;
  private server!: RealtimeServer;
  private readonly flood = new SocketFloodGuard();
  private readonly guard: SocketAddressGuard;

  constructor(
    private readonly tokens: TokenService,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner | null,
    private readonly reader: ReadModelReader,
    private readonly revocations: SessionRevocations,
    private readonly refusals: BidRefusals,
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() private readonly metrics?: MarketplaceMetrics,
  ) {
    this.guard = new SocketAddressGuard(config.sockets);
  }

  async afterInit(server: RealtimeServer): Promise<void> {
    this.server = server;
    this.capPerAddress(server);
    const closeAdapter = (this.closeAdapter = await attachRedisAdapter(server));
    // Embedded pushes on a single node write big rooms in slices (see slicedRoomTarget); with the
    // Redis adapter a room spans nodes, and socket.io's own broadcast must carry it.
    const metrics = this.metrics;
    metrics?.countSockets(() => server.of('/').sockets.size);
    const target: PushTarget = closeAdapter ? server : slicedRoomTarget(server);
    if (this.runner)
      this.stops.push(
        attachRealtimePushes(this.runner, metrics ? countedPushes(target, metrics) : target),
      );
    // Logout, password change or deactivation ends the user's live sockets too.
    this.stops.push(disconnectRevokedSockets(this.revocations, server));
    // A refused bid appends nothing, so no projection pushes it: spec 4 has the bidder told here.
    this.stops.push(pushBidRefusals(this.refusals, server, (id) => this.reader.lot(id)));
    const tick = setInterval(
      () => sliceToLocalSockets(server, 'servertime', { dTime: this.clock.now().toISOString() }),
      5_000,
    );
    tick.unref();
    this.stops.push(() => clearInterval(tick));
    this.log.log(
      `socket.io ready (${closeAdapter ? 'redis adapter' : 'single node'}, ${this.runner ? 'embedded pushes' : 'pushes from workers'})`,
    );
  }

  /**
   * Connects over an address's rate, or from an address at its socket cap, are refused at the
   * engine's handshake (before the websocket upgrade, the cheapest place); the socket cap itself
   * is held when the socket joins, so handshakes racing past the first check still meet it.
   */
  private capPerAddress(server: RealtimeServer): void {
    const allowOrigin = server.engine.opts.allowRequest;
    server.engine.opts.allowRequest = (req, done) =>
      void this.guard.admitsHandshake(req).then((admitted) => {
        if (!admitted) return done('too many sockets from this address', false);
        if (allowOrigin) return allowOrigin(req, done);
        done(null, true);
      });
    server.use((socket, next) => {
      const release = this.guard.holdAddress(addressOf(socket.handshake.address));
      if (!release) return next(new Error('too many sockets from this address'));
      socket.conn.once('close', release);
      next();
    });
  }

  async handleConnection(socket: WatcherSocket): Promise<void> {
    this.flood.attach(socket);
    socket.emit('servertime', { dTime: this.clock.now().toISOString() });
    // Messages can arrive while the token is still being checked; they wait for this, or a
    // signed-in watcher would land in the visitor room and see no prices.
    socket.data.identified = this.identify(socket);
    await socket.data.identified;
  }

  private async identify(socket: WatcherSocket): Promise<void> {
    const userId = await socketUserId(socket, this.tokens, this.users);
    if (userId) {
      const release = this.guard.holdUser(userId);
      // Past the user's cap the socket is closed before it joins anything.
      if (!release) return void socket.disconnect(true);
      if (socket.disconnected) release();
      else socket.once('disconnect', release);
    }
    socket.data.userId = userId;
    if (userId) await socket.join(userRoom(userId));
    const initial = lotIds({
      ids: String(socket.handshake.query.lots ?? '')
        .split(',')
        .filter(Boolean),
    });
    // At most 200 ids (lotIds), well under the lot rooms one socket may hold.
    if (initial.length)
      await socket.join(initial.map((id) => lotWatchRoom(id, userId !== undefined)));
  }

  private async signedIn(socket: WatcherSocket): Promise<boolean> {
    await socket.data.identified;
    return socket.data.userId !== undefined;
  }

  @SubscribeMessage('watchLots')
  async watch(
    @ConnectedSocket() socket: WatcherSocket,
    @MessageBody() body: unknown,
  ): Promise<WatchAnswer> {
    const signedIn = await this.signedIn(socket);
    const rooms = lotIds(body).map((id) => lotWatchRoom(id, signedIn));
    const fresh = rooms.filter((room) => !socket.rooms.has(room));
    // All or nothing: a screen either watches every lot it asked for or knows it does not.
    if (lotRoomsHeld(socket) + fresh.length > SOCKET_LIMITS.lotRooms)
      return { ok: false, refused: 'too-many-lots' };
    await socket.join(fresh);
    return { ok: true };
  }

  @SubscribeMessage('unwatchLots')
  async unwatch(
    @ConnectedSocket() socket: WatcherSocket,
    @MessageBody() body: unknown,
  ): Promise<WatchAnswer> {
    const signedIn = await this.signedIn(socket);
    for (const id of lotIds(body)) await socket.leave(lotWatchRoom(id, signedIn));
    return { ok: true };
  }

  /** Resume path: the client names its last revision per lot and gets the lots that moved on. */
  @SubscribeMessage('catchUp')
  async catchUp(
    @ConnectedSocket() socket: WatcherSocket,
    @MessageBody() body: unknown,
  ): Promise<CatchUpAnswer> {
    const lots = (body as { lots?: unknown } | undefined)?.lots;
    if (!lots || typeof lots !== 'object') return { ok: false };
    const entries = Object.entries(lots as Record<string, unknown>);
    // All or nothing, as watchLots: a client told 'too-many-lots' refetches what it shows.
    if (entries.length > CATCH_UP_MAX_LOTS) return { ok: false, refused: 'too-many-lots' };
    const signedIn = await this.signedIn(socket);
    const address = addressOf(socket.handshake.address);
    if (!(await this.guard.admitsCatchUp(address, socket.data.userId, entries.length)))
      return { ok: false, refused: 'too-many-messages' };
    const cards = await this.reader.lotsById(entries.map(([id]) => id));
    let sent = 0;
    cards.forEach((card, i) => {
      const seen = Number(entries[i]?.[1]);
      if (card && !(card.revision <= seen)) {
        socket.emit('bidAddtime', publicBidState(card, signedIn));
        sent += 1;
      }
    });
    return { ok: true, sent };
  }

  onModuleDestroy(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  /** After the application closed its servers, socket.io's among them. */
  async onApplicationShutdown(): Promise<void> {
    await this.closeAdapter?.();
    this.closeAdapter = undefined;
  }
}
