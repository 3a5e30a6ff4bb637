export * from './buyer-companies.decider.js';
export * from './buyer-companies.state.js';
export * from './buyer-company.commands.js';
