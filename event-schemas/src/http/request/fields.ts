/** Every request field a route declaration builds from: the values, and the spec's paging. */
export * from './request-fields.js';
export * from './paging-fields.js';
export { html, requiredHtml } from './html-fields.js';
