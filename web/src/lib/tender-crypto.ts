/**
 * Issue 30: the encrypted tender's cryptography, the very module the api and the offline verifier
 * use (`@facet/event-schemas/tender-crypto`: libsodium sealed boxes, Shamir shares). Loaded on
 * first use only: just a buyer on an encrypted lot, a key holder or the admin setting up an event
 * downloads libsodium.
 */
export const tenderCrypto = () => import('@facet/event-schemas/tender-crypto');
