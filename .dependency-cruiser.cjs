/**
 * The walls between the project's parts, checked at every folder depth by dependency-cruiser (`npm run lint`
 * runs `npm run lint:walls`). ADR 0026 (API modules), docs/ARCHITECTURE.md (web features).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-module-walls',
      comment:
        'API modules are walls (ADR 0026): use another module only through its public index.ts, never its ' +
        'repository, routes or other files; move what both need to apps/api/src/lib or packages/domain.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-modules-no-cycles',
      comment: 'Two API modules never import each other, directly or through others (ADR 0026).',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/', pathNot: '^apps/api/src/modules/$1/', circular: true },
    },
    {
      name: 'api-lower-layers-below-modules',
      comment:
        'Lower layers never import API modules (ADR 0026): db (seeding included), plugins and lib are below the ' +
        'modules; pass what they need in from app.ts or the CLI, or move it down to lib.',
      severity: 'error',
      from: { path: '^apps/api/src/(db|plugins|lib)/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'web-features-walls',
      comment:
        'Features never import each other (ARCHITECTURE.md): move shared code to apps/web/src/components (UI), ' +
        'apps/web/src/lib (logic) or packages/domain.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-never-imports-a-feature',
      comment:
        'Shared web code never imports a feature (ARCHITECTURE.md): move what both need to apps/web/src/components, ' +
        'apps/web/src/lib or packages/domain.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|config)/' },
      to: { path: '^apps/web/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
