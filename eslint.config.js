import tseslint from 'typescript-eslint';

// A plain object indexed by a caller's key reads Object.prototype: `maxima['valueOf']` is a
// function (issue 28, item 1: a 500 on `admin/replay/frame`). A key named like an id, a key, a
// name, a type, a code... read or written with `obj[key]`, and `key in obj`, are refused in the
// server's sources: use a Map, or ownValue / hasOwnKey / setOwn / keyedRecord (@facet/event-schemas).
// A key of a closed union (checked by its route) may keep `obj[key]` with a disable comment saying so.
const KEY_NAME =
  '/(^id|Id|_id|ID|[kK]ey|[nN]ame|[tT]ype|[cC]ode|[sS]tatus|[rR]ole|[fF]ield|[tT]able|[lL]ang|[lL]ng|[fF]older|[uU]ser|[bB]idder|[sS]eller|[bB]uyer)$/';
const KEYED_MESSAGE =
  "A caller's key on a plain object reads Object.prototype ('__proto__', 'valueOf'): use a Map, or ownValue / hasOwnKey / setOwn (@facet/event-schemas).";
const KEYED_LOOKUPS = [
  {
    selector: `MemberExpression[computed=true][property.type='Identifier'][property.name=${KEY_NAME}]`,
    message: KEYED_MESSAGE,
  },
  {
    selector: `MemberExpression[computed=true][property.type='MemberExpression'][property.property.name=${KEY_NAME}]`,
    message: KEYED_MESSAGE,
  },
  { selector: "BinaryExpression[operator='in'][left.type!='Literal']", message: KEYED_MESSAGE },
];
const NAMED_ANSWER = {
  selector:
    'CallExpression[callee.name=/^(apiCall|success|listed)$/] > TSTypeParameterInstantiation TSTypeLiteral',
  message: 'Name the answer in event-schemas (read-models) and use it on both ends.',
};
const SERVER_SOURCES = [
  'api/src/**/*.ts',
  'projections/src/**/*.ts',
  'event-schemas/src/**/*.ts',
  'event-store/src/**/*.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.services/**',
      '.cache/**',
      'bench/results/**',
      'data/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Money is integer cents; floats only at the HTTP edge parser, which uses strings.
      'no-restricted-properties': [
        'error',
        { object: 'Number', property: 'parseFloat', message: 'Money is integer cents.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'parseFloat', message: 'Money is integer cents.' },
      ],
    },
  },
  {
    files: SERVER_SOURCES,
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-syntax': ['error', ...KEYED_LOOKUPS] },
  },
  {
    // Tests and benches read JSON response bodies field by field; product code stays typed.
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', '**/bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // An answer the web reads is typed once in event-schemas: an inline `{ record: ... }` on one
    // end lets the server rename a key that the other end still reads.
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: { 'no-restricted-syntax': ['error', NAMED_ANSWER] },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.spec.ts', 'api/src/**/domain/**'],
    rules: { 'no-restricted-syntax': ['error', NAMED_ANSWER, ...KEYED_LOOKUPS] },
  },
  {
    // Every domain folder, nested ones too (the ledger's among them): the domains of the boundary rules.
    files: ['api/src/**/domain/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Time arrives in the command.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Time arrives in the command.',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'Ids arrive in the command.',
        },
        ...KEYED_LOOKUPS,
      ],
    },
  },
  {
    // Projections fold the typed event union: an event's type names its data, so a cast of that
    // data only hides a missing narrowing (two came back with #16 behind a Set.has test).
    files: ['projections/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['TSAsExpression', 'TSTypeAssertion'].flatMap((cast) => [
          {
            selector: `${cast} > MemberExpression[property.name='data']`,
            message: 'Narrow the event by its type (a switch on e.type); never cast its data.',
          },
          {
            selector: `${cast} > MemberExpression[object.property.name='data']`,
            message: 'Narrow the event by its type (a switch on e.type); never cast its data.',
          },
        ]),
        ...KEYED_LOOKUPS,
      ],
    },
  },
);
