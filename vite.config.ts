import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig } from 'vite';
import { bootInline } from './src/boot/inline.ts';
import { archivistContent } from './src/content/build/plugin.ts';
import { archivistPuzzles } from './src/practice/build/plugin.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // the theme before the first paint and the redirect from "/": inline, so nothing blocks rendering
    bootInline(),
    archivistContent({
      root,
      // Tests and demos may point the build at other content (e.g. tests/fixtures).
      ...(process.env.ARCHIVIST_CONTENT_DIR ? { contentDir: path.resolve(process.env.ARCHIVIST_CONTENT_DIR) } : {}),
    }),
    // Practice: the puzzles, checked on the engine at build time (docs/puzzles.md)
    archivistPuzzles({ root }),
  ],
  define: {
    'import.meta.env.VITE_SITE_URL': JSON.stringify(process.env.SITE_URL ?? ''),
  },
  build: {
    target: 'es2022',
    manifest: true,
    // every browser the site supports (es2022) knows <link rel="modulepreload">: no polyfill in the entry
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The content plugin validates all pages up front; its time is expected, not a warning.
      checks: { bundlerTimings: false },
      output: {
        // Everything the entry imports statically stays in the entry chunk: by default rolldown
        // splits what the entry shares with lazy chunks (react, the JSX runtime, the preload
        // helper, src/board/layout/size.ts) into chunks of their own, each a request and a gzip stream
        // more on every page's first load (about 1.5 KB gzip).
        codeSplitting: {
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
        // Readable chunk names: page-it-saga, locale-ru-common, index-en, …
        chunkFileNames(chunk) {
          const id = chunk.facadeModuleId ?? '';
          const page = /virtual:archivist\/page\/(\w+)\/(\w+)/.exec(id);
          if (page) return `assets/page-${page[1]}-${page[2]}-[hash].js`;
          const index = /virtual:archivist\/index\/(\w+)/.exec(id);
          if (index) return `assets/index-${index[1]}-[hash].js`;
          const locale = /locales\/(\w+)\/([\w/-]+)\.json$/.exec(id);
          if (locale) return `assets/locale-${locale[1]}-${(locale[2] ?? '').replaceAll('/', '-')}-[hash].js`;
          const reference = /virtual:archivist\/(glossary|rules)\/(\w+)/.exec(id);
          if (reference) return `assets/${reference[1]}-${reference[2]}-[hash].js`;
          const search = /virtual:archivist\/search\/(\w+)/.exec(id);
          if (search) return `assets/search-${search[1]}-[hash].js`;
          const examples = /virtual:archivist\/examples\/(\w+)/.exec(id);
          if (examples) return `assets/examples-${examples[1]}-[hash].js`;
          // the sandbox board (engine + board), loaded only on pages that show a board: its own
          // chunk, or the chunk the rule page, a puzzle and an embed share it in
          if (id.endsWith('/src/board/Sandbox.tsx') || chunk.moduleIds.some((m) => m.endsWith('/src/board/Sandbox.tsx'))) return 'assets/board-[hash].js';
          return 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
