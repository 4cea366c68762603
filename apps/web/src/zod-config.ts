/**
 * Zod without its just-in-time compiled parsers (issue #11 §4): they are built with `new Function`, which
 * the Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids, so every page logged a CSP
 * violation. Imported first by main.tsx, before any schema is created.
 */
import { z } from 'zod';

z.config({ jitless: true });
