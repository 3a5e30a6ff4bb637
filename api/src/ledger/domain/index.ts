export * from './ledger-accounts.js';
export * from './ledger-entry.rules.js';
export * from './ledger.commands.js';
export * from './ledger.state.js';
export * from './ledger.decider.js';
export * from './ledger.messages.js';
export * from './ledger-audit.rules.js';
