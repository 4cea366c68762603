/**
 * The hub API module's public face (ADR 0026): the original hub's query and error schemas, which the
 * career pathway and learning pathway modules reuse for their hub routes. Its routes and presenters stay
 * inside.
 */
export { hubErrorSchema, hubQuerySchema } from './schemas.js';
