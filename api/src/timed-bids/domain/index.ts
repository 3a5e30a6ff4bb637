export * from './timed-bid.state.js';
export * from './timed-bid.rules.js';
export * from './timed-bid.decider.js';
export * from './timed-bid.messages.js';
