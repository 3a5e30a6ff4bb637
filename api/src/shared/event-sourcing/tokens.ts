/** The event store (port from @facet/event-store) the process appends to. */
export const EVENT_STORE = Symbol('EVENT_STORE');
/** The marketplace EventRegistry: validation on append, upcasting on read. */
export const EVENT_REGISTRY = Symbol('EVENT_REGISTRY');
