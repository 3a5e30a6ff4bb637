export * from './audit.model.js';
