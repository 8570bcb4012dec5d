import { defineConfig } from 'tsup';

// The server ships as one ESM file: its own code and the workspace packages bundled, every
// other dependency loaded from node_modules (native argon2, PGlite's WebAssembly files).
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@jeton\//],
  // Every other bare import, including the workspace packages' own dependencies (pg, PGlite).
  external: [/^[^./@]/, /^@(?!jeton\/)/],
  splitting: false,
});
