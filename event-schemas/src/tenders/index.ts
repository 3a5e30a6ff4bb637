export * from './tender-event.events.js';
export * from './award-tenders.js';
export * from './tender-receipt.js';
