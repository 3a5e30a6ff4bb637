/**
 * The encrypted tender's cryptography lives in event-schemas, the one module the browsers load
 * too; the store, the api and the offline verifier reach it through here as before.
 */
export * from '@facet/event-schemas/tender-crypto';
