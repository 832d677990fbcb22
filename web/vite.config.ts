import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * The SPA build. No React plugin: Vite 8 transforms TSX with oxc and the automatic JSX runtime.
 * The API lives on the same origin; in development the dev server forwards /api to the local stack.
 */
export default defineConfig({
  root: webDir,
  base: '/',
  publicDir: 'public',
  oxc: { jsx: { runtime: 'automatic' } },
  define: {
    // The footer's fallback when GET /api/health does not answer.
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries in one long-cached chunk; the app's own code splits by route (React.lazy) so the first
        // screen loads only what it shows. SWR is for the signed-in screens only: it stays out of that chunk
        // and loads with them (decision 017); so does @date-fns/tz, which only the project screens use
        // (decision 028).
        codeSplitting: {
          groups: [
            {
              // What /login's entry shares with later screens, in one chunk rather than one each: a new lazy
              // screen reaching one of them alone split them apart (decision 059's receipt page), and each
              // chunk costs /login its own request and its own compression overhead.
              name: 'login-core',
              test: /web[\\/]src[\\/]lib[\\/](?:api-client|session-rules|use-document-title|popstate-guard|login-errors)\.ts$|web[\\/]src[\\/](?:components[\\/](?:ui[\\/](?:error-summary|page-loader)|status-page)\.tsx|config[\\/]features\.ts)$|shared[\\/]domain[\\/]agency-domain\.ts$|vite[\\/]preload-helper/,
            },
            {
              name: 'vendor',
              // Uppy and pdf.js (and what only they use) load with the Build → Documents screen alone
              // (decision 029); big.js with the form screens, whose engine computes in exact decimals
              // (decision 038); zod with the screens that check a form with a shared schema before sending
              // it (validateForm, decision 081), so that /login never carries it. jspdf and its table plugin
              // are files run on a form's first PDF download; left out here, so that their addresses sit in
              // the form screens' chunk, not in this one (decision 041). chart.js and its React wrapper load
              // with the evaluation review's chart alone (decision 063).
              test: /[\\/]node_modules[\\/](?!(?:swr|dequal|use-sync-external-store|@date-fns|big\.js|zod|@uppy|@transloadit|pdfjs-dist|preact|lodash|mime-match|wildcard|namespace-emitter|nanoid|p-retry|retry|is-network-error|p-queue|p-timeout|eventemitter3|jspdf|jspdf-autotable|chart\.js|react-chartjs-2|@kurkle)[\\/])/,
            },
          ],
        },
      },
      onwarn(warning, warn) {
        // React libraries mark their modules "use client"; meaningless in a client-only bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
    // dist/.vite/manifest.json: lets tooling work out which chunks a screen loads first.
    manifest: true,
  },
});
