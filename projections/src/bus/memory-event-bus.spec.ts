import { eventBusContract } from './event-bus.contract.js';
import { MemoryEventBus } from './memory-event-bus.js';

eventBusContract('memory', async () => new MemoryEventBus());
