import { reactRouter } from '@react-router/dev/vite';
import formatjs from '@formatjs/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { shellChunk } from './vite/shell-chunk.ts';

export default defineConfig({
  plugins: [
    // English texts come from the en catalogue like any language's, so the descriptors ship
    // with their ids only (no defaultMessage, no description).
    formatjs({ removeDefaultMessage: true }),
    tailwindcss(),
    reactRouter(),
    shellChunk(),
  ],
  build: {
    modulePreload: {
      // Recently Viewed's carousel loads once the shopper scrolls near it (or opens the mini
      // cart): listing its dozen dependencies for preloading in the importing chunk would weigh
      // on every product page's budget to save one round trip later (recently-viewed.md).
      resolveDependencies: (file, deps) => (/RecentlyViewedSection-/.test(file) ? [] : deps),
    },
  },
  // Pre-bundled at dev server start, so the first page load does not trigger a re-optimisation
  // and a reload of the browser.
  optimizeDeps: {
    include: ['radix-ui', 'radix-ui/toast', 'radix-ui/alert-dialog'],
  },
  resolve: {
    alias: [
      // The few react-intl functions the store uses, for its compiled catalogues, in a fraction
      // of the code (app/i18n/lite-intl.tsx, docs/decisions/lite-intl.md).
      {
        find: /^react-intl$/,
        replacement: fileURLToPath(new URL('./app/i18n/lite-intl.tsx', import.meta.url)),
      },
      // The compiled catalogues hold pre-parsed message ASTs (app/i18n/compile.ts), so the
      // browser never parses ICU messages: ship the parser-less build of the FormatJS parser.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
});
