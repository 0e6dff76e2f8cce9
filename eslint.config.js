import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'src/web/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// A server module is reached from outside only through its index.ts (docs/decisions/0035-module-boundaries.md).
const serverModulesDir = 'src/server/modules';
const serverModules = existsSync(serverModulesDir)
  ? readdirSync(serverModulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const statusMessage =
  'Switch on the error code (failedWith in src/web/lib/api-failure.ts), or ask answeredByServer / isRefusal; not on an HTTP status';
const statusMember = (side) => `:matches([${side}.property.name='status'], [${side}.expression.property.name='status'])`;
/** `x.status === 404`, `404 !== x?.status`, `x.status >= 400`, `switch (x.status) { case 429: … }`. */
const statusComparisons = [
  { selector: `BinaryExpression${statusMember('left')}[right.value=type(number)]`, message: statusMessage },
  { selector: `BinaryExpression${statusMember('right')}[left.value=type(number)]`, message: statusMessage },
  { selector: `SwitchStatement${statusMember('discriminant')} > SwitchCase[test.value=type(number)]`, message: statusMessage },
];

const serverImports = { group: ['**/server/**'], message: 'the client talks to the server over HTTP only' };
const apiCallMessage = 'calls to the API live in src/web/api/<resource>/, one file per endpoint';
/** Where calls to our API may be made: the data layer, and the clients and session plumbing beneath it. */
const webCallers = ['src/web/api/**', 'src/web/lib/api-client.ts', 'src/web/lib/api-client.test.ts', 'src/web/lib/auth-client.ts'];

/** The import rules of a web file; `feature` names the feature folder it is in, if any. */
function webImportRules(feature) {
  const apiClient = {
    group: ['**/lib/api-client.ts', '**/lib/api-client'],
    importNames: ['apiRequest', 'apiRequestPage', 'readApiErrorBody'],
    message: apiCallMessage,
  };
  if (!feature) return [serverImports, apiClient];
  const others = features.filter((other) => other !== feature);
  return [
    serverImports,
    apiClient,
    {
      group: [
        '**/pages/**',
        ...others.flatMap((other) => [
          `**/features/${other}`,
          `**/features/${other}/**`,
          `../${other}/**`,
          `../../${other}/**`,
          `../../../${other}/**`,
        ]),
      ],
      message: 'features must not import other features or pages; move shared things to components, lib, api or src/shared',
    },
  ];
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'playwright-report', 'test-results', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Accessibility in the markup itself (labels, roles, keyboard equivalents); axe checks the rendered pages.
    ...jsxA11y.flatConfigs.recommended,
    files: ['src/web/**/*.tsx'],
  },
  {
    // Every word a person reads is in the catalogues (docs/decisions/0044-languages.md): no text written into the
    // markup, in its content or in the attributes a person reads or hears (labels, titles, placeholders, alt text).
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/**/*.test.tsx', 'src/web/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'aria-roledescription',
              'aria-valuetext',
              'title',
              'alt',
              'placeholder',
              'label',
              'heading',
              'description',
              'hint',
            ],
          },
          // Calls whose string arguments are names, not words: the translators themselves, the date formatter's styles.
          callees: {
            exclude: [
              't',
              'translate',
              'i18n(ext)?',
              'require',
              'addEventListener',
              'removeEventListener',
              'formatCalendarDate',
              'formatCalendarRange',
              'formatMoment',
              'buttonClassName',
              'includes',
              'startsWith',
              'endsWith',
              'indexOf',
            ],
          },
          message: 'Words people read come from the catalogue: use t(key) or <T k=…/> (src/web/lib/i18n)',
        },
      ],
    },
  },
  {
    // The contract lives once: shared code runs on both sides and imports neither.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/web/**'], message: 'src/shared must not depend on server or web code' }] },
      ],
    },
  },
  // One web data layer: every call to our API is made in src/web/api/<resource>/ (one file per endpoint), so no
  // endpoint is fetched from two places. Elsewhere the API client's error type may be used, never its calls.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: webImportRules('') }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: [...webCallers],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: apiCallMessage }, { name: 'XMLHttpRequest', message: apiCallMessage }],
    },
  },
  {
    // The data layer sits under every screen: it imports lib and src/shared, never a page, feature or component.
    files: ['src/web/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            { group: ['**/features/**', '**/pages/**', '**/components/**', '**/app/**'], message: 'src/web/api is below every screen' },
          ],
        },
      ],
    },
  },
  // Features don't import each other (nor the pages that compose them): shared things move down to
  // components, lib, api or src/shared.
  ...features.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: webImportRules(feature) }] },
  })),
  {
    // Playwright fixtures take their dependencies by destructuring, `async ({}, use) => …` when there are none.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // Pages switch on the error's code (src/shared/error-codes.ts), never on its HTTP status: the few questions a
    // status settles (did the server answer at all? was it a refusal?) are answered in src/web/lib/api-failure.ts.
    // Fetchers (api/ folders) read their own responses.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/**', 'src/web/**/api/**'],
    rules: {
      'no-restricted-syntax': ['error', ...statusComparisons],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**'], message: 'the server does not import client code' }] }],
    },
  },
  {
    // No import cycles, and a server module's insides stay its own: everyone else goes through its index.ts.
    files: ['src/server/**/*.ts', 'scripts/**/*.ts', 'src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // The one cycle through a dynamic import is the words for errors, loaded only after the API client has run.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: serverModules.map((module) => ({
            target: ['src/server/*.ts', 'src/server/!(modules)/**', `${serverModulesDir}/!(${module})/**`, 'scripts/**', 'e2e/**'],
            from: `${serverModulesDir}/${module}`,
            except: ['./index.ts'],
            message: `reach the ${module} module through its index.ts; move what others need there, or down to src/server/lib or src/shared`,
          })),
        },
      ],
    },
  },
);
