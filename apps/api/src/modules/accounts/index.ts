/**
 * The accounts module's public face (ADR 0026): what other modules, the CLI and app.ts may use. Its
 * repository and routes stay inside.
 */
export type { SessionUser, UserListing } from './service.js';
export {
  addUser,
  listUsers,
  loadSessionUser,
  presentCurrentUser,
  setFramework,
  setPassword,
  setRole,
} from './service.js';
