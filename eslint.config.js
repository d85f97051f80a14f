// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';

/**
 * Commerce module boundaries (docs/architecture.md "Modules and their tables"): another module
 * only through its index.ts (tests may also use its `*-testing.ts`), and src/http only from a
 * module's HTTP edge (routes, params, schemas, http.ts). src/modules/boundaries.test.ts checks
 * the same and also import cycles and which module writes which table.
 */
const COMMERCE = 'services/commerce/src';
const TEST_CODE = ['*.test.ts', '*-testing.ts', 'testing.ts'];
const EDGE = ['routes.ts', '*.routes.ts', 'http.ts', 'params.ts', 'schemas.ts', '*-schemas.ts'];
const inModules = (names) => names.map((n) => `${COMMERCE}/modules/*/${n}`);
const outsideModules = (names) =>
  names.flatMap((n) => [`${COMMERCE}/${n}`, `${COMMERCE}/http/${n}`]);
/** An import of another module's file that is not its index.ts (nor, for tests, a -testing.ts). */
const deepImport = (prefix, tests) => ({
  regex: `^${prefix}[\\w-]+/(?!index\\.ts$)${tests ? '(?![\\w.-]+-testing\\.ts$)' : ''}`,
  message: 'Import another module only through its index.ts (DESIGN.md Layout).',
});
const DOMAIN_TO_HTTP = {
  regex: '^(\\.\\./)+http/',
  message:
    'Domain code does not import src/http: raise problems from src/errors.ts. Only routes, params, schemas and http.ts speak HTTP.',
};
/**
 * Outside the service, the commerce service only through @solo/commerce (its src/index.ts), and
 * its gateway stand-in for tests (`@solo/commerce/braintree-testing`: the journeys' Braintree store).
 */
const VIA_COMMERCE_INDEX = {
  regex: '(^|/)services/commerce/src/|^@solo/commerce/(?!braintree-testing$)',
  message: 'Use the commerce service through @solo/commerce (its src/index.ts).',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const boundaries = [
  {
    files: inModules(['*.ts']),
    ignores: inModules([...EDGE, ...TEST_CODE]),
    rules: restrict(deepImport('\\.\\./', false), DOMAIN_TO_HTTP),
  },
  { files: inModules(EDGE), rules: restrict(deepImport('\\.\\./', false)) },
  { files: inModules(TEST_CODE), rules: restrict(deepImport('\\.\\./', true)) },
  {
    files: outsideModules(['*.ts']),
    ignores: outsideModules(TEST_CODE),
    rules: restrict(deepImport('\\.{1,2}/modules/', false)),
  },
  { files: outsideModules(TEST_CODE), rules: restrict(deepImport('\\.{1,2}/modules/', true)) },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    rules: restrict(VIA_COMMERCE_INDEX),
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['apps/storefront/app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Message descriptors (docs/decisions/formatjs-message-pipeline.md): every message has a literal
    // English default and a description for translators, valid ICU, and its placeholders passed.
    files: ['apps/storefront/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-invalid-icu': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
      'formatjs/no-complex-selectors': 'error',
      'formatjs/no-emoji': 'error',
      // Words belong in messages; a space or a decorative glyph comes from components/ui/text.ts.
      'formatjs/no-literal-string-in-jsx': 'error',
    },
  },
  ...boundaries,
  {
    // Layering (DESIGN.md "Layout", docs/architecture.md): routes and components import lib,
    // never the other way. Core no-restricted-imports skips import(), hence the syntax rule.
    files: ['apps/storefront/app/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/components/**',
                '**/routes/**',
                '**/routes.ts',
                '~/components/**',
                '~/routes/**',
              ],
              message:
                'app/lib must not import app/components or app/routes; move what it needs into lib.',
            },
            // ESLint keeps only the last matching config's options for a rule: repeat this one.
            VIA_COMMERCE_INDEX,
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/(^|\\/)(components|routes)(\\/|\\.ts$)/]',
          message:
            'app/lib must not import app/components or app/routes; move what it needs into lib.',
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
);
