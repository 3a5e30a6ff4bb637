export * from './buy-now-offer.commands.js';
export * from './buy-now-offer.state.js';
export * from './buy-now-offer.decider.js';
export * from './make-offer.messages.js';
