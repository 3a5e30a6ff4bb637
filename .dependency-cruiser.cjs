// The boundaries of house-style rule 10, checked by a tool rather than by review.
const frameworks =
  '(^|node_modules/)(@nestjs|fastify|@fastify|better-sqlite3|pg|ioredis|kafkajs|socket\\.io|@socket\\.io|@kurrent|argon2|jose|react|node:|fs$|net$|http$|crypto$|child_process$)';

// A context's domain: a `domain/` folder at any depth under the context (backoffice/seller-account/domain
// too). The double-entry ledger is the ledger context's domain (`ledger/domain`), no shared kernel:
// no other context's domain may import it. Group 1 is the context.
// (`(?:|.*/)` rather than `(.*/)?`: dependency-cruiser refuses nested quantifiers as unsafe.)
const domainOf = '^api/src/([^/]+)/(?:|.*/)domain/';
const anyDomain = '^api/src/[^/]+/(?:|.*/)domain/';

/** A rule every change must keep: its name, why it holds, and the imports it forbids. */
const forbid = ({ name, comment, from, to }) => ({ name, comment, severity: 'error', from, to });

module.exports = {
  forbidden: [
    forbid({
      name: 'no-circular',
      comment:
        'No module reaches itself through its imports: a cycle ties two concepts into one and makes load order matter.',
      from: {},
      to: { circular: true },
    }),
    forbid({
      name: 'controllers-read-through-queries',
      comment:
        'A controller turns a request into a command or a query: it never injects the read-model store (or the runner) itself.',
      from: { path: '\\.http\\.controllers?\\.ts$' },
      to: {
        path: '(^api/src/read-side/read-side\\.(tokens|providers)\\.ts$|^projections/src/store/)',
      },
    }),
    forbid({
      name: 'domain-is-pure',
      comment: 'Domain code (decide/evolve) imports no framework, database, socket or node I/O.',
      from: { path: domainOf },
      to: { path: frameworks },
    }),
    forbid({
      name: 'domain-imports-no-edge',
      comment: 'Domain code never reaches into use-case, http or realtime code.',
      from: { path: domainOf },
      // Another context's domain passes here; domain-imports-no-other-domain refuses it.
      to: { path: '^api/src/', pathNot: [anyDomain, '^api/src/shared/money/'] },
    }),
    forbid({
      name: 'shared-imports-no-context',
      comment: 'The shared kernel and edge helpers sit below every bounded context.',
      from: { path: '^api/src/shared/' },
      // The files at api/src's root (app module, startup, messages) wire the contexts together.
      to: { path: '^api/src/(?!shared/)' },
    }),
    forbid({
      name: 'domain-imports-no-other-domain',
      comment:
        "A context's domain sees its own domain, the shared kernel and money, never another context's domain.",
      from: { path: domainOf },
      to: { path: anyDomain, pathNot: '^api/src/($1|shared)/' },
    }),
    forbid({
      name: 'projections-never-import-api',
      comment: 'The worker must not depend on the web app; the api may use projections.',
      from: { path: '^projections/' },
      to: { path: '(^api/|@facet/api)' },
    }),
    forbid({
      name: 'projection-folds-are-pure',
      comment:
        "@facet/projections/folds holds read models and folds only: nothing it reaches runs Redis, Kafka, a store or the runner's I/O.",
      from: { path: '^projections/src/folds\\.ts$' },
      to: {
        reachable: true,
        path: '(ioredis|kafkajs|socket\\.io|^projections/src/(store/(redis|memory)|bus|worker|notifier/realtime-notifier|runner/(projection-runner|event-feed|apply-batch|fold-in-place)))',
      },
    }),
    forbid({
      name: 'replay-reads-pure-folds',
      comment:
        'The replay folds read models as the runner does, from @facet/projections/folds alone (its property spec checks it against the live runner).',
      from: { path: '^api/src/replay/', pathNot: '\\.spec\\.ts$' },
      to: { path: '^projections/(src|dist)/(?!folds\\.)' },
    }),
    forbid({
      name: 'replay-fold-is-pure',
      comment: 'The replay fold (a read-side fold, not a decider) imports no framework or I/O.',
      from: { path: '^api/src/replay/replay-fold/' },
      to: { path: frameworks },
    }),
    forbid({
      name: 'shared-packages-stay-below',
      comment: 'event-store and event-schemas import neither api nor projections.',
      from: { path: '^(event-store|event-schemas)/' },
      to: { path: '(^(api|projections|web)/|@facet/(api|projections|web))' },
    }),
    forbid({
      name: 'schemas-import-no-store',
      comment: 'Events are data the store records; the schemas know nothing of the store.',
      from: { path: '^event-schemas/' },
      to: { path: '(^event-store/|@facet/event-store)' },
    }),
    forbid({
      name: 'web-uses-only-public-types',
      comment: 'The browser sees read models and realtime payloads, never the server.',
      from: { path: '^web/' },
      to: { path: '(^(api|projections|event-store)/|@facet/(api|projections|event-store))' },
    }),
    forbid({
      name: 'web-imports-no-lot-rules',
      comment:
        'The buyer rules run on the server only; the web shows the status the server computed.',
      from: { path: '^web/' },
      to: {
        path: '(^event-schemas/(src|dist)/lot-rules/|@facet/event-schemas/.+)',
        pathNot:
          '(^event-schemas/(src|dist)/money/|^event-schemas/(src|dist)/http/success-codes|@facet/event-schemas/(money|success-texts)$)',
      },
    }),
    forbid({
      name: 'web-imports-schemas-types-only',
      comment:
        'The web compiles against the public read-model, realtime and error types; no event-schemas code (zod schemas, registries, rules) reaches the browser.',
      from: { path: '^web/' },
      to: {
        path: '(^event-schemas/|@facet/event-schemas)',
        // The money rules the bid panel shares with the server (the lot total), the success
        // messages' English (the envelope's and the English locale's): plain functions and data;
        // and the tender cryptography the browsers seal and split with, the api opens with.
        pathNot:
          '(^event-schemas/(src|dist)/money/|^event-schemas/(src|dist)/http/success-codes|^event-schemas/(src|dist)/tenders/tender-crypto|@facet/event-schemas/(money|success-texts|tender-crypto)$)',
        dependencyTypesNot: ['type-only'],
      },
    }),
    forbid({
      name: 'schemas-money-stands-alone',
      comment:
        'The web runs the money module as code: it imports nothing, so no zod or rule reaches the browser through it.',
      from: { path: '^event-schemas/src/money/', pathNot: '\\.spec\\.ts$' },
      to: { path: '.', pathNot: '^event-schemas/src/money/' },
    }),
    forbid({
      name: 'schemas-tender-crypto-stands-alone',
      comment:
        'The browsers run the tender cryptography as code: it imports its two audited libraries only, so no zod or rule reaches the browser through it.',
      from: { path: '^event-schemas/src/tenders/tender-crypto\\.ts$' },
      to: { path: '.', pathNot: '(libsodium-wrappers|shamir-secret-sharing)' },
    }),
    forbid({
      name: 'store-adapters-import-no-read-model',
      comment: 'A store adapter keeps documents of any read model; it names none of them.',
      // Its tests, and the worker a kill test starts, run the adapter against the real read models.
      from: { path: '^projections/src/store/', pathNot: '\\.(spec|child)\\.ts$' },
      // Root files too: read-models.ts and read-model-layouts.ts name every projection.
      to: { path: '^projections/src/', pathNot: '^projections/src/(store|runner|bus|testing)/' },
    }),
    forbid({
      name: 'web-features-are-independent',
      comment: 'A feature may not import another feature; compose them in app/.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    }),
  ],
  options: {
    // A workspace package resolves to its built dist: keep that edge (the rules name it) without
    // crawling the build output.
    doNotFollow: { path: ['node_modules', '(^|/)dist/'] },
    tsPreCompilationDeps: true,
    // The web's '@/' alias resolves here too, so rules see imports written through it.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
    },
  },
};
