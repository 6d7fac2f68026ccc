import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Chart.js (and the bindings both charts share) in one chunk named for it: loaded only by a page with a chart.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'charts', includeDependenciesRecursively: false, test: /node_modules[\\/](chart\.js|react-chartjs-2)[\\/]|use-dark-class/ }] } } },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
