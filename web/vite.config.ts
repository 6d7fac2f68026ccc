import { defineConfig } from 'vite';

export default defineConfig({
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], passWithNoTests: true },
});
