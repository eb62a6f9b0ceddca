import { defineConfig, type Plugin } from 'vite';
import { MANIFEST, WEB_DIR, manifestFor } from './build-inputs';

/** Records what this build read, so a test can tell a stale `dist` from a fresh one. */
function buildInputs(): Plugin {
  return {
    name: 'beyou-build-inputs',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST, source: JSON.stringify(manifestFor(this.getModuleIds())) });
    },
  };
}

// Preact without a plugin: Vite's own transform compiles the JSX against preact's runtime.
export default defineConfig({
  root: WEB_DIR,
  // web/public is the placeholder page the server shows while nothing is built.
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  // Mermaid's chunks (the largest ~650 kB) load only when a diagram is shown: no size warning for them.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false, reportCompressedSize: false, chunkSizeWarningLimit: 1024 },
  plugins: [buildInputs()],
  logLevel: 'warn',
});
