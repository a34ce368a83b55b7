// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Which packages each package may import: the dependency rules of CONTRIBUTING.md. */
const ALLOWED = {
  schema: [],
  viewer: ['schema'],
  storage: ['schema'],
  server: ['schema', 'storage', 'tiler'],
  tiler: ['schema', 'storage'],
  app: ['schema', 'viewer'],
  studio: ['schema', 'viewer'],
};
const PACKAGES = Object.keys(ALLOWED);

/** Where test helpers of other packages (`@tourview/<package>/testing`) may be imported. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**'];

/** The import rules of one package, for its test files or for the rest of its code. */
function packageImportRules(name, allowed, tests) {
  return {
    files: tests ? TEST_FILES.map((glob) => `packages/${name}/${glob}`) : [`packages/${name}/**/*.{ts,tsx}`],
    ...(!tests && { ignores: TEST_FILES.map((glob) => `packages/${name}/${glob}`) }),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: PACKAGES.filter((p) => p !== name && !allowed.includes(p)).map((p) => `@tourview/${p}`),
              message: `packages/${name} may import only: ${allowed.join(', ') || 'nothing of ours'}.`,
            },
            {
              group: ['@tourview/*/*', ...(tests ? ['!@tourview/*/testing'] : [])],
              message: tests
                ? 'Import a package through its public entry (or its test helpers) only.'
                : 'Import a package through its public entry only.',
            },
            { group: ['../../*/src/*', '../../../*/src/*'], message: 'Import other packages by name.' },
            ...(name === 'viewer'
              ? [{ group: ['react', 'react-dom', 'react/*'], message: 'The engine knows nothing of React.' }]
              : []),
          ],
        },
      ],
    },
  };
}

const packageRules = Object.entries(ALLOWED).flatMap(([name, allowed]) => [
  packageImportRules(name, allowed, false),
  packageImportRules(name, allowed, true),
]);

/** The feature folders of an app's `src`. */
const featuresOf = (src) =>
  readdirSync(new URL(`${src}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Inside an app (`src`): features never import other features and are imported through their
 * entry (`features/x/index.ts`) only, by `users` (the code that composes them); shared code
 * (`components/`, `lib/`, `config/`) imports no feature and none of `users`.
 */
function featureZones(src, users) {
  const features = featuresOf(src);
  return [
    ...['components', 'lib', 'config'].map((dir) => ({
      target: `${src}/${dir}`,
      from: [`${src}/features`, ...users],
      message: 'Shared code imports no feature and no route.',
    })),
    {
      target: `${src}/features`,
      from: users,
      message: 'Features do not import routes or page entries.',
    },
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature; compose them in a route.',
    })),
    ...features.map((feature) => ({
      target: users,
      from: `${src}/features/${feature}`,
      except: ['./index.ts'],
      message: `Import the feature through its entry, features/${feature}/index.ts.`,
    })),
  ];
}

const APP = './packages/app/src';
const STUDIO = './packages/studio/src';

/**
 * The app's feature zones; its `boot/` is the tour page's first script (the early viewer),
 * which runs before the app: it may import lib/, config/, the schema and the viewer's entry,
 * never a feature or a component, which bring React.
 */
const appZones = {
  files: ['packages/app/src/**/*.{ts,tsx}'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...featureZones(APP, [`${APP}/app`, `${APP}/boot`, `${APP}/main.tsx`]),
          {
            target: `${APP}/boot`,
            from: [`${APP}/features`, `${APP}/components`],
            message:
              'The early viewer runs before the app: it imports lib/, config/, the schema and the viewer only; logic it shares with a feature belongs in one of those.',
          },
          {
            target: APP,
            from: './packages/studio',
            message: 'The app never imports the studio; move what both need into a package.',
          },
          {
            target: [`${APP}/app`, `${APP}/main.tsx`],
            from: `${APP}/boot`,
            message: 'The early viewer is a page entry of its own; nothing imports it.',
          },
        ],
      },
    ],
  },
};

/**
 * The studio's feature zones, like the app's; and it shares nothing with the app by import:
 * code both need goes into a package of its own. Package names are covered above; this covers
 * relative paths (the app's side is in `appZones`).
 */
const studioZones = {
  files: ['packages/studio/**/*.{ts,tsx}'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...featureZones(STUDIO, [`${STUDIO}/app`, `${STUDIO}/main.tsx`]),
          {
            target: './packages/studio',
            from: './packages/app',
            message: 'The studio never imports the app; move what both need into a package.',
          },
        ],
      },
    ],
  },
};

/** The early viewer loads the app after the first room; a static import would load it before. */
const bootLoadsAppLazily = {
  files: ['packages/app/src/boot/**/*.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'ImportDeclaration[source.value=/^\\.\\.\\/(app|main)[./]/]',
        message: 'The early viewer loads the app only by import(), once the first room is on screen.',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-test/**',
      'fixtures/hls/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      '**/*.min.js',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-unresolved': 'off',
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-warning-comments': ['error', { terms: ['todo', 'fixme'], location: 'start' }],
    },
  },
  {
    files: ['packages/app/**/*.{ts,tsx}', 'packages/studio/**/*.{ts,tsx}', 'packages/viewer/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/app/**/*.tsx', 'packages/app/**/*.ts', 'packages/studio/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...packageRules,
  appZones,
  studioZones,
  bootLoadsAppLazily,
);
