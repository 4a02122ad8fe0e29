/**
 * Architecture rules (issue 15 §2), run by `npm run lint:arch` inside `npm test`.
 * Why: a server domain owns its tables and files; another domain reaches it only through its public
 * index.ts, so a domain's inside can change without a sweep of the codebase, and cycles (which make
 * module load order and reasoning fragile) cannot creep back.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles anywhere: a cycle means two modules cannot be understood or loaded apart.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-through-index',
      severity: 'error',
      comment:
        'A server domain uses another domain through its index.ts (functions and types), or reads the tables ' +
        'that domain publishes in its schema.ts (leaf modules of table definitions, for joins).',
      from: { path: '^server/domains/([^/]+)/' },
      to: {
        path: '^server/domains/([^/]+)/',
        pathNot: ['^server/domains/$1/', '^server/domains/[^/]+/(index|schema)\\.ts$'],
      },
    },
    {
      name: 'domain-owns-its-tables',
      severity: 'error',
      comment:
        "Domain code imports its own ./schema (or another domain's schema.ts), never the all-tables index " +
        'server/db/schema.ts, which exists for drizzle-kit, migrations, seeds and tests.',
      from: { path: '^server/domains/' },
      to: { path: '^server/db/schema\\.ts$' },
    },
    {
      name: 'outside-through-domain-index',
      severity: 'error',
      comment:
        'Server code outside the domains (http, realtime, jobs, app, config, seed) uses a domain through its ' +
        'index.ts; server/db/schema.ts re-exports the schema.ts files. Tests may reach inside a domain.',
      from: {
        path: '^server/',
        pathNot: [
          '^server/domains/[^/]+/',
          '^server/domains/handlers\\.ts$',
          '^server/config\\.ts$',
          '^server/test/',
          '\\.test\\.ts$',
        ],
      },
      to: { path: '^server/domains/[^/]+/', pathNot: '^server/domains/[^/]+/(index|schema)\\.ts$' },
    },
    {
      name: 'config-reads-env-leaves',
      severity: 'error',
      comment:
        "server/config.ts reads a domain's environment through its *-env.ts leaf (zod schemas, types), never " +
        'its index: every domain imports the Config type, so config importing more would close cycles.',
      from: { path: '^server/config\\.ts$' },
      to: { path: '^server/domains/', pathNot: '^server/domains/[^/]+/[^/]+-env\\.ts$' },
    },
    {
      name: 'routes-for-the-route-table',
      severity: 'error',
      comment:
        "A domain's routes.ts (its action handlers) is for the route table server/domains/handlers.ts " +
        'alone, which imports nothing else of a domain: handlers stay out of index.ts so no cycle runs through them.',
      from: { path: '^server/domains/handlers\\.ts$' },
      to: { path: '^server/domains/[^/]+/', pathNot: '^server/domains/[^/]+/routes\\.ts$' },
    },
    {
      name: 'routes-not-imported',
      severity: 'error',
      comment: "Only the route table imports a domain's routes.ts.",
      from: { pathNot: '^server/domains/handlers\\.ts$' },
      to: { path: '^server/domains/[^/]+/routes\\.ts$' },
    },
    {
      name: 'features-apart',
      severity: 'error',
      comment: 'A client feature never imports another feature: shared code moves to components, lib or api.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-client-code-not-features',
      severity: 'error',
      comment: 'src/components, src/lib and src/api are shared: they never depend on a feature.',
      from: { path: '^src/(components|lib|api)/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'client-not-server',
      severity: 'error',
      comment:
        'The app and the service worker talk to the server through the contract only (the UI strings ' +
        'both sides use are in contract/strings).',
      from: { path: '^(src|sw)/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      comment:
        'The server never imports the client. Its tests may (wallet-strings.test.ts checks that every ledger ' +
        'reason has a text in the app).',
      from: { path: '^server/', pathNot: ['^server/test/', '\\.test\\.ts$'] },
      to: { path: '^(src|sw)/' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'The shared contract depends on neither side.',
      from: { path: '^contract/' },
      to: { path: '^(src|sw|server)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs'],
    },
  },
};
