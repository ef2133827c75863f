/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', assetsDir: 'assets', sourcemap: true },
  // The server-rendering build (decision 014) is one self-contained bundle: production React
  // whatever NODE_ENV the server runs with, and nothing to resolve at run time.
  ssr: { noExternal: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/vslog': 'http://localhost:3000' } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // `npm test` runs these beside the server tests on two cores; a test that loads lazy chunks
    // in jsdom can then take several seconds without anything being wrong (issue 5: no flakes).
    testTimeout: 20_000,
  },
});
