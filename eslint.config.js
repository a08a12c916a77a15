// @ts-check
/**
 * Lint rules: typescript-eslint (type-aware), React hooks, accessibility of JSX, and the import
 * graph: no cycles, and imports only downward between the project's layers (see ARCHITECTURE.md):
 *
 *   generator → components → pages → renderer → scripts, tests, config files
 *                          ↘ admin ↗
 *
 * admin/, the editors' admin, sits beside pages/ and renderer/: it uses the schemas and the
 * components, never the pages, and only scripts, tests and config files import it.
 * Formatting is Prettier's job (`npm run lint` checks both); eslint-config-prettier switches off
 * the rules it would fight with.
 */
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Each layer, and the layers above it that it must not import from. */
const layers = [
  { layer: 'generator', above: ['components', 'pages', 'renderer', 'admin', 'scripts', 'tests'] },
  { layer: 'components', above: ['pages', 'renderer', 'admin', 'scripts', 'tests'] },
  { layer: 'pages', above: ['renderer', 'admin', 'scripts', 'tests'] },
  { layer: 'renderer', above: ['admin', 'scripts', 'tests'] },
  // The editors' admin uses the schemas and the components, beside the pages, never the pages.
  { layer: 'admin', above: ['pages', 'renderer', 'scripts', 'tests'] },
  { layer: 'scripts', above: ['tests'] },
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist.*/',
      '.cache/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      'content/',
      'tests/fixtures/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // Links come from components/links.tsx, which leaves out React Router's data-discover.
    files: ['components/**', 'pages/**', 'renderer/**'],
    ignores: ['components/links.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: 'Import Link and NavLink from components/links.tsx.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Safari drops the list semantics of a list styled without bullets; role="list" restores them.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      // Imports of the project's modules name the file with its extension, as Node needs for the
      // scripts it runs (node scripts/build.ts) and Vite accepts: one way everywhere.
      'import-x/extensions': ['error', 'ignorePackages', { checkTypeImports: true, fix: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          // Relative to this file, so the rule holds wherever ESLint is started from.
          basePath: import.meta.dirname,
          zones: [
            ...layers.map(({ layer, above }) => ({
              target: `./${layer}`,
              from: above.map((name) => `./${name}`),
              message: `${layer}/ is below ${above.join(', ')} in the layers of ARCHITECTURE.md: import only downward.`,
            })),
            {
              // The contact checks carry every country's numbering plan: the build and the admin
              // run them, the pages only publish their results (generator/contacts/links.ts).
              target: ['./components', './pages', './renderer'],
              from: './generator/contacts',
              except: ['./links.ts'],
              message:
                'pages publish contact values through generator/contacts/links.ts only: the checks (and their data) belong to the build and the admin.',
            },
          ],
        },
      ],
    },
  },
  {
    // The content pipeline, one job per file (ARCHITECTURE.md): a file that grows past this splits.
    files: ['generator/content/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['tests/**'],
    rules: {
      // Vitest's asymmetric matchers (expect.any, expect.stringMatching…) are typed `any` on purpose.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // Playwright reads the fixtures a fixture needs from its first parameter, `{}` when none.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    // Ambient module declarations must stay free of top-level imports: they use import() types.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }] },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  prettier,
)
