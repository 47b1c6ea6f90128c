import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noReact = {
  group: ['react', 'react-dom', 'react-admin', 'ra-core', 'ra-ui-*', 'ra-data-*', '@mui/*', 'react-router*'],
  message: 'This folder knows no React.',
};
const noSrc = { group: ['**/src/**', '../src/*'], message: 'Imports point one way: nothing here imports the console (src/).' };

export default tseslint.config(
  { ignores: ['dist', 'dist-api', 'node_modules', 'coverage', 'bench/tmp', 'screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  // Each top-level folder owns one concern; imports point one way. Declarations (resources/) and the
  // product's other shared rules (domain/) are plain data and pure functions both sides import.
  {
    files: ['resources/**/*.ts', 'domain/**/*.ts'],
    ignores: ['resources/lib/loadDeclarations.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noReact,
            noSrc,
            {
              group: ['**/dataProvider*', '**/authProvider*', '**/fake-api*', 'express', 'json-server', 'node:*'],
              message: 'Declarations are plain data: no HTTP, no server.',
            },
          ],
        },
      ],
    },
  },
  {
    // Node only: reads the declarations folder for the API, the linter and the contract suite.
    files: ['resources/lib/loadDeclarations.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noReact, noSrc, { group: ['**/fake-api*', 'express', 'json-server'], message: 'No server here.' }] }],
    },
  },
  {
    files: ['dataProvider/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ ...noReact, group: ['react', 'react-dom', 'react-admin', '@mui/*'] }, noSrc] }] },
  },
  {
    files: ['authProvider/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ ...noReact, group: ['react', 'react-dom', 'react-admin', '@mui/*'] }, noSrc] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router-dom', 'react-router'].map((name) => ({
            name,
            importNames: ['useNavigate'],
            message: "Use react-admin's useNavigate (src/routes/routerProvider.ts): react-router's re-renders its caller on every navigation.",
          })),
        },
      ],
    },
  },
  {
    // index.html's inline scripts (build/inlineScript.ts): they run before any module, so they import nothing.
    files: ['build/inline/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['*'], message: 'An inline script runs before any module: it imports nothing.', allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['fake-api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noSrc, noReact] }],
      // PostgreSQL keeps each statement prepared per connection (keepPrepared in fake-api/database/preparedStatements.ts).
      'no-restricted-properties': [
        'error',
        ...['selectAll', 'returningAll'].map((property) => ({
          property,
          message: 'Name the columns: a prepared "*" fails ("cached plan must not change result type") once another API process adds a column.',
        })),
      ],
    },
  },
);
