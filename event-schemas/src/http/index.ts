export type * from './api-envelope.js';
