type Handler = (...args: unknown[]) => void;

/** A socket.io client stand-in: the test plays the server (connects, pushes, answers acks). */
export class FakeSocket {
  connected = false;
  /** What the client emitted, in order, with the ack it passed when it asked for one. */
  readonly sent: { event: string; payload: unknown; ack?: Handler }[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();

  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(handler);
    return this;
  }

  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  emit(event: string, payload: unknown, ack?: Handler) {
    this.sent.push({ event, payload, ack });
    return this;
  }

  /** socket.io's `timeout(ms).emit(...)`: the ack's first argument is the timeout error. */
  timeout(_ms: number) {
    return {
      emit: (event: string, payload: unknown, ack: Handler) => this.emit(event, payload, ack),
    };
  }

  connect() {
    this.connected = true;
    this.fire('connect');
  }

  disconnect(reason = 'transport close') {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  /** The server pushes an event to this socket. */
  fire(event: string, ...args: unknown[]) {
    for (const h of [...(this.handlers.get(event) ?? [])]) h(...args);
  }

  sentNames(): string[] {
    return this.sent.map((s) => s.event);
  }
}
