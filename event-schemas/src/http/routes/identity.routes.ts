/** The identity context's routes: sign-in and sessions, credentials, the profile and its records, the admin's user management. */
export * from './identity/sign-in.routes.js';
export * from './identity/credentials.routes.js';
export * from './identity/profile.routes.js';
export * from './identity/admin-users.routes.js';
