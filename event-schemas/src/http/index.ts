export type * from './api-envelope.js';
export * from './request/account-fields.js';
export * from './request/field-kinds.js';
export * from './request/route.js';
/** The request fields, for a route declared outside this package: `requestFields.money()`. */
export * as requestFields from './request/fields.js';
export * from './routes/index.js';
