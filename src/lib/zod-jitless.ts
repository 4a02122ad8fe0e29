// zod probes `new Function('')` when its first object schema is built, to compile fast parsers; under our
// CSP (script-src 'self', no unsafe-eval) the probe fails and the browser reports a CSP violation, which
// costs Lighthouse best practices (issue 18). The app parses little: zod's plain parsers are enough.
// zod reads its settings from this global (zod/v4/core/core.js), which lets the shell set `jitless`
// before any schema exists without loading zod itself into the first chunk (`z.config` would pull in
// ~4 KB gzip). Imported first by main.tsx; zod-jitless.test.ts checks zod still reads it.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// In place: were zod loaded already, it would hold on to the same object.
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
