import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
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
    // The contract lives once: shared code runs on both sides and imports neither.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/web/**'], message: 'src/shared must not depend on server or web code' }] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'the client talks to the server over HTTP only' }] },
      ],
    },
  },
  // Features don't import each other: shared things move down to components/ui, lib or src/shared.
  ...features.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'the client talks to the server over HTTP only' },
            {
              group: features
                .filter((other) => other !== feature)
                .flatMap((other) => [
                  `**/features/${other}`,
                  `**/features/${other}/**`,
                  `../${other}/**`,
                  `../../${other}/**`,
                  `../../../${other}/**`,
                ]),
              message: 'features must not import other features; move shared things to components/ui, lib or src/shared',
            },
          ],
        },
      ],
    },
  })),
  {
    // Playwright fixtures take their dependencies by destructuring, `async ({}, use) => …` when there are none.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/**'], message: 'the server does not import client code' }] }],
    },
  },
);
