// What other workspaces' fault tests borrow: never imported by production code.
export { freePort } from './free-port.js';
export { PrivatePostgres } from './private-postgres.js';
