// Zod without its just-in-time compiled parsers (ADR 0024): they are built with `new Function`, which
// the Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids. Zod reads this object when it
// loads; a classic script runs before the app's modules, so no schema is built before it is set.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
