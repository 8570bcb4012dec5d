/**
 * The import rules `npm run lint` enforces (issue 14, item 4): arrows run one way. The core
 * (ledger, outbox) knows no feature; modules reach outside services only through ports/, whose
 * adapters live in providers/; shared packages know no app; the player site never reaches into the
 * server's code; nothing imports in a circle. The composition root (services.ts, app.ts, main.ts,
 * testing/) imports both sides. Type-only imports count too: a type from a
 * feature inside the ledger would be the same coupling; and so do dynamic imports (decision 0089):
 * a lazy `import()` still ties the two modules' code together.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A circle of imports, dynamic ones included: split what both sides need into a module of its own.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'ledger-knows-no-feature',
      severity: 'error',
      comment: 'The ledger is the core every feature uses; it imports none of them.',
      from: { path: '^apps/server/src/ledger/' },
      to: { path: '^apps/server/src/(modules|providers|api|jobs|outbox|web)/' },
    },
    {
      name: 'outbox-knows-no-feature',
      severity: 'error',
      comment: 'Features subscribe to the outbox; the outbox imports none of them.',
      from: { path: '^apps/server/src/outbox/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(modules|providers|api|web)/' },
    },
    {
      name: 'providers-are-adapters',
      severity: 'error',
      comment:
        'A provider adapts an outside service (payments, messaging, verification); it implements a port and imports no feature module.',
      from: { path: '^apps/server/src/providers/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'modules-import-no-provider',
      severity: 'error',
      comment:
        'A module uses an outside service through its port (ports/); services.ts hands it the adapter. ' +
        'Test files and *-testing.ts may import a sandbox provider, to sign the webhooks it would send.',
      from: { path: '^apps/server/src/modules/', pathNot: '(\\.test|-testing)\\.ts$' },
      to: { path: '^apps/server/src/providers/' },
    },
    {
      name: 'ports-are-neutral',
      severity: 'error',
      comment:
        'A port is the interface both sides share (modules use it, providers implement it): it imports neither side.',
      from: { path: '^apps/server/src/ports/' },
      to: { path: '^apps/server/src/(modules|providers|api|jobs|outbox|web)/' },
    },
    {
      name: 'http-helpers-are-neutral',
      severity: 'error',
      comment:
        'http/ holds protocol helpers (signed payloads, the signed-webhook route, HTML escaping) that modules and providers share: it imports neither.',
      from: { path: '^apps/server/src/http/' },
      to: { path: '^apps/server/src/(modules|providers|ports|api|jobs|outbox|web)/' },
    },
    {
      name: 'no-foreign-store',
      severity: 'error',
      comment:
        "A module's tables are its own: another module never builds or calls its store itself, it is handed " +
        "the owner's service or store by services.ts (decision 0033). A type-only import (the shape of what " +
        'it is handed, e.g. Pick<AccountStore, "findById">) is allowed.',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '(\\.test|-testing)\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]*-store\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-module-imports-the-root',
      severity: 'error',
      comment:
        'The composition root (services.ts, app.ts, main.ts, sandbox-providers.ts) hands each module what it needs ' +
        '(decision 0087); a module that imported it would bring every other module along. Tests may, through testing/.',
      from: { path: '^apps/server/src/modules/', pathNot: '(\\.test|-testing)\\.ts$' },
      to: { path: '^apps/server/src/(services|app|main|sandbox-providers)\\.ts$' },
    },
    {
      name: 'api-imports-no-module',
      severity: 'error',
      comment:
        "api/ is the product API's machinery (router, method contract, errors, rate limits): the modules plug their " +
        'methods into it through module.ts; it imports none of them, nor the composition root.',
      from: { path: '^apps/server/src/api/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(modules/|(services|app|main|sandbox-providers)\\.ts$)' },
    },
    {
      name: 'jobs-import-no-module',
      severity: 'error',
      comment:
        'jobs/ is the job runner and the housekeeping run; the jobs themselves live in their modules (module.ts `jobs`).',
      from: { path: '^apps/server/src/jobs/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(modules/|(services|app|main|sandbox-providers)\\.ts$)' },
    },
    {
      name: 'wiring-knows-no-module',
      severity: 'error',
      comment:
        'wiring/ is the shape every module.ts fills in (decision 0087): it names no module and no provider.',
      from: { path: '^apps/server/src/wiring/' },
      to: {
        path: '^apps/server/src/(modules|providers)/|^apps/server/src/(services|app|main|sandbox-providers)\\.ts$',
      },
    },
    {
      name: 'bonus-lifecycle-knows-no-engine',
      severity: 'error',
      comment:
        'The bonus lifecycle (modules/bonuses, decision 0090) serves the betting-bonus engine, which plugs into it; ' +
        'bonuses importing betting-bonuses back would make the two modules one circle.',
      from: { path: '^apps/server/src/modules/bonuses/' },
      to: { path: '^apps/server/src/modules/betting-bonuses/' },
    },
    {
      name: 'sportsbook-concerns-pricing',
      severity: 'error',
      comment:
        'Sportsbook concerns point one way (decision 0092): pricing/ is the odds and payout arithmetic every other concern uses; it uses none of them.',
      from: { path: '^apps/server/src/modules/sportsbook/pricing/' },
      to: { path: '^apps/server/src/modules/sportsbook/(feed|betting|settlement|admin)/' },
    },
    {
      name: 'sportsbook-concerns-feed',
      severity: 'error',
      comment:
        'Sportsbook concerns point one way (decision 0092): feed/ takes the odds feed in and results markets; it knows no bet and no trader screen.',
      from: { path: '^apps/server/src/modules/sportsbook/feed/' },
      to: { path: '^apps/server/src/modules/sportsbook/(betting|admin)/' },
    },
    {
      name: 'sportsbook-concerns-betting',
      severity: 'error',
      comment:
        'Sportsbook concerns point one way (decision 0092): betting/ places, lists and cashes out bets from prices; feed and settlement act on bets, not the other way.',
      from: { path: '^apps/server/src/modules/sportsbook/betting/' },
      to: { path: '^apps/server/src/modules/sportsbook/(feed|settlement|admin)/' },
    },
    {
      name: 'sportsbook-concerns-settlement',
      severity: 'error',
      comment:
        'Sportsbook concerns point one way (decision 0092): settlement/ pays bets from market results; it knows neither the feed that results them nor the trader screens.',
      from: { path: '^apps/server/src/modules/sportsbook/settlement/' },
      to: { path: '^apps/server/src/modules/sportsbook/(feed|admin)/' },
    },
    {
      name: 'packages-know-no-app',
      severity: 'error',
      comment: 'Shared packages serve the apps; they import none of them.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-stays-out-of-the-server',
      severity: 'error',
      comment: 'The player site talks to the server through the API and shares code through packages/.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'web-ui-knows-no-feature',
      severity: 'error',
      comment:
        "The player site's ui/ holds the pieces features build on (dialogs, toasts, icons, money); it imports " +
        'no feature. What needs a feature (the dialog table, the header) is handed in or lives in layouts/ (decision 0089).',
      from: { path: '^apps/web/app/ui/' },
      to: { path: '^apps/web/app/features/' },
    },
    {
      name: 'backoffice-shares-only-packages',
      severity: 'error',
      comment:
        'The back office talks to the server through /backoffice/api and shares code through packages/ only (not the player site).',
      from: { path: '^apps/backoffice/' },
      to: { path: '^apps/(server|web)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
