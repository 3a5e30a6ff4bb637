// The boundary rules of .dependency-cruiser.cjs, run over a small tree of fixtures that breaks
// each of them on purpose: a rule that stops firing (a pattern that misses a folder, a loophole
// in a pathNot) fails here, long before the real tree drifts past it.
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
};
// The fixtures mirror the repository's layout, so the rules' paths match them as they are.
const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));

type Seen = { rule: string; from: string; to: string };
let seen: Seen[];

beforeAll(async () => {
  const { output } = await cruise(['api', 'projections', 'event-store', 'event-schemas', 'web'], {
    baseDir: fixtures,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    doNotFollow: { path: ['node_modules'] },
    tsPreCompilationDeps: true,
  });
  seen = (output as ICruiseResult).summary.violations.map((v) => ({
    rule: v.rule.name,
    from: v.from,
    to: v.to,
  }));
});

const reports = (rule: string, from: string, to: string) =>
  expect(seen).toContainEqual({ rule, from, to: expect.stringMatching(to) });
const allows = (from: string, to: string) =>
  expect(seen.filter((v) => v.from === from && v.to.includes(to))).toEqual([]);

const lotDomain = 'api/src/lots/domain/lot-leaks.decider.ts';
const nestedDomain = 'api/src/backoffice/seller-account/domain/seller-account.decider.ts';
const ledger = 'api/src/ledger/domain/ledger.decider.ts';
const cartDomain = 'api/src/cart/domain/cart.decider.ts';
const webPage = 'web/src/features/lots/lot-page.ts';
const webTypes = 'web/src/features/lots/lot-shown.ts';
const money = 'event-schemas/src/money/lot-total.rules.ts';

describe('every module', () => {
  it('never reaches itself through its imports, type-only ones too (no-circular)', () => {
    reports(
      'no-circular',
      'api/src/auctions/cycle/auction-calendar.ts',
      'auctions/cycle/auction-clock.ts',
    );
  });
});

describe('the read side', () => {
  it('keeps the pure folds subpath free of stores and I/O (projection-folds-are-pure)', () => {
    reports(
      'projection-folds-are-pure',
      'projections/src/folds.ts',
      'store/redis/redis-read-model-store.ts',
    );
  });

  it('lets the replay read the pure folds alone (replay-reads-pure-folds)', () => {
    reports('replay-reads-pure-folds', 'api/src/replay/replay-runner.ts', 'worker/worker.ts');
    allows('api/src/replay/replay-runner.ts', 'projections/src/folds');
  });

  it('keeps the replay fold free of I/O (replay-fold-is-pure)', () => {
    reports('replay-fold-is-pure', 'api/src/replay/replay-fold/leaky.fold.ts', 'fs');
  });
});

describe('a controller', () => {
  it('never injects the read-model store itself (controllers-read-through-queries)', () => {
    reports(
      'controllers-read-through-queries',
      'api/src/lots/peek-store/peek-store.http.controller.ts',
      'read-side/read-side.tokens.ts',
    );
  });

  it('leaves the store to a query', () => {
    allows('api/src/lots/peek-store/peek-store.query.ts', 'read-side/read-side.tokens');
  });
});

describe('the shared kernel', () => {
  it('imports no bounded context (shared-imports-no-context)', () => {
    reports('shared-imports-no-context', 'api/src/shared/http/leaks.ts', 'lots/place-bid');
  });

  it("imports none of the wiring at api/src's root either", () => {
    reports('shared-imports-no-context', 'api/src/shared/http/leaks.ts', '^api/src/app.module.ts$');
  });

  it('imports from itself', () => {
    allows('api/src/shared/http/leaks.ts', 'shared/domain/actor');
  });
});

describe("a context's domain", () => {
  it("imports no other context's domain (domain-imports-no-other-domain)", () => {
    reports('domain-imports-no-other-domain', lotDomain, 'auctions/domain/auction.decider');
  });

  it("counts the ledger's domain as a context's domain: lots may not import it", () => {
    reports('domain-imports-no-other-domain', lotDomain, 'ledger/domain/ledger.decider');
  });

  it("keeps the cart's domain out of the ledger's: commerce's rooms are contexts of their own", () => {
    reports('domain-imports-no-other-domain', cartDomain, 'ledger/domain/ledger.decider');
  });

  it("counts the ledger's domain as a domain that imports no other one", () => {
    reports('domain-imports-no-other-domain', ledger, 'lots/domain/lot.decider');
  });

  it('lets any domain use the kernel and money', () => {
    allows(cartDomain, 'shared/domain');
    allows('api/src/lots/domain/lot.decider.ts', 'shared/domain');
    allows('api/src/lots/domain/lot.decider.ts', 'shared/money');
    allows(ledger, 'shared/money');
    allows(lotDomain, 'lots/domain/lot.decider');
  });

  it('imports no framework or node I/O (domain-is-pure)', () => {
    reports('domain-is-pure', lotDomain, '^(node:)?fs$');
  });

  it('imports no use case, http or realtime code (domain-imports-no-edge)', () => {
    reports('domain-imports-no-edge', lotDomain, 'lots/place-bid/place-bid.handler');
  });

  it('is a domain when nested in a context folder too, under every domain rule', () => {
    reports('domain-is-pure', nestedDomain, 'node_modules/@nestjs/common');
    reports('domain-imports-no-other-domain', nestedDomain, 'lots/domain/lot.decider');
    reports('domain-imports-no-edge', nestedDomain, 'seller-desk.http.controller');
  });
});

describe('the projections', () => {
  const adapter = 'projections/src/store/leaky/leaky-read-model-store.ts';

  it('store adapters import no specific read model (store-adapters-import-no-read-model)', () => {
    reports('store-adapters-import-no-read-model', adapter, 'lot-card/lot-card.projection');
  });

  it('store adapters import not the root list of read models either', () => {
    reports('store-adapters-import-no-read-model', adapter, '^projections/src/read-models.ts$');
  });

  it('store adapters use the runner, and their tests the real read models', () => {
    allows(adapter, 'runner/projection');
    allows('projections/src/store/leaky/leaky-read-model-store.spec.ts', 'read-models');
  });

  it('never import the api (projections-never-import-api)', () => {
    reports('projections-never-import-api', 'projections/src/worker/worker.ts', 'app.module');
  });
});

describe('the shared packages', () => {
  it('import neither api nor projections (shared-packages-stay-below)', () => {
    reports('shared-packages-stay-below', 'event-store/src/store.ts', 'projections/src/worker');
  });

  it('event-schemas imports no event store (schemas-import-no-store)', () => {
    reports('schemas-import-no-store', 'event-schemas/src/index.ts', 'event-store/src/store');
  });

  it('the money module the web runs imports nothing else (schemas-money-stands-alone)', () => {
    reports('schemas-money-stands-alone', money, 'event-schemas/src/lot-rules/next-bid');
  });

  it('the tender cryptography the browsers run imports nothing of ours (schemas-tender-crypto-stands-alone)', () => {
    reports(
      'schemas-tender-crypto-stands-alone',
      'event-schemas/src/tenders/tender-crypto.ts',
      'event-schemas/src/lot-rules/next-bid',
    );
  });

  it("lets the money module's own tests import what they check against", () => {
    allows('event-schemas/src/money/lot-total.rules.spec.ts', 'lot-rules/next-bid');
  });
});

describe('the web', () => {
  it('imports no server code (web-uses-only-public-types)', () => {
    reports('web-uses-only-public-types', webPage, 'projections/src/read-models');
  });

  it('imports no lot rules (web-imports-no-lot-rules)', () => {
    reports('web-imports-no-lot-rules', webPage, 'event-schemas/src/lot-rules/next-bid');
  });

  it('imports not even the types of the lot rules', () => {
    reports('web-imports-no-lot-rules', webTypes, 'event-schemas/src/lot-rules/next-bid');
  });

  it('imports event-schemas for its types only (web-imports-schemas-types-only)', () => {
    reports('web-imports-schemas-types-only', webPage, '^event-schemas/src/index.ts$');
  });

  it("uses event-schemas' public types", () => {
    allows(webTypes, 'event-schemas/src/index');
  });

  it("keeps one feature out of another's folder (web-features-are-independent)", () => {
    reports('web-features-are-independent', webPage, 'features/bids/bid-form');
  });
});

it('has a fixture breaking every rule of the configuration', () => {
  const fired = new Set<string | undefined>(seen.map((v) => v.rule));
  expect(config.forbidden.map((r) => r.name).filter((name) => !fired.has(name))).toEqual([]);
});
