import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Server modules (`import 'server-only'`) are tested as the server sees them.
  resolve: { alias: { 'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/gates/**/*.test.ts'],
    environment: 'node',
    // Vitest's default leaves a core for itself (one worker on a 2-core machine); the test files are what keeps it busy.
    maxWorkers: '100%',
  },
});
