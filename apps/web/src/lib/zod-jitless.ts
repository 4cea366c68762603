/**
 * Zod without its just-in-time compiled parsers (ADR 0024): they are built with `new Function`, which the
 * Content-Security-Policy (script-src without 'unsafe-eval') forbids. Zod reads this object when it loads.
 * Imported first by the app's entry (`main.tsx`), which does not import Zod: Zod comes only with lazily
 * loaded screens, after this has run. This replaces a classic script of its own, `/zod-jitless.js`,
 * which cost every page a request (1.5 KB on the wire with its headers; ADR 0055 addendum). If Zod ever
 * joins the entry, its schemas would be built first: the console test of every visitor route
 * (`e2e/tests/delivery/console-every-route.spec.ts`) reports the CSP violation.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
