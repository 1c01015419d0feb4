// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import tseslint from 'typescript-eslint';

/**
 * The engine imports nothing outside src/engine: no React, no i18n, no other src/ folder
 * (docs/ARCHITECTURE: the engine's isolation is enforced mechanically).
 * @type {import('eslint').Rule.RuleModule}
 */
const engineIsolation = {
  meta: {
    type: 'problem',
    messages: { outside: 'src/engine may not import "{{source}}": it resolves outside src/engine.' },
    schema: [],
  },
  create(context) {
    const engineDir = path.resolve(context.cwd, 'src/engine');
    /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const value = source.value;
      if (!value.startsWith('.') && !value.startsWith('/')) return; // packages: no-restricted-imports
      const target = path.resolve(path.dirname(context.filename), value);
      if (target !== engineDir && !target.startsWith(engineDir + path.sep)) {
        context.report({ node: source, messageId: 'outside', data: { source: value } });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'dist-ssr/', 'coverage/', 'node_modules/', '.cache/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // Deleting a key from a fresh copy is how immutable records drop entries.
      '@typescript-eslint/no-dynamic-delete': 'off',
    },
  },
  {
    files: ['**/*.{js,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Tests may assert what they just set up.
    files: ['**/*.test.{ts,tsx}', 'src/engine/testing/**/*.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['public/**/*.js', 'src/boot/**/*.js'],
    languageOptions: { sourceType: 'script', ecmaVersion: 5, globals: globals.browser },
  },
  {
    files: ['src/engine/**/*.ts'],
    plugins: { archivist: { rules: { 'engine-isolation': engineIsolation } } },
    rules: {
      'archivist/engine-isolation': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-router', 'react-router/dom', 'i18next', 'react-i18next'].map((name) => ({
            name,
            message: 'The engine is pure TypeScript: no UI or i18n imports.',
          })),
          patterns: [
            { group: ['react/*', 'react-dom/*', 'react-router/*', 'i18next/*', 'react-i18next/*'], message: 'The engine is pure TypeScript: no UI or i18n imports.' },
            { group: ['@/*', '~/*', 'src/*'], message: 'The engine imports nothing outside src/engine.' },
          ],
        },
      ],
    },
  },
);
