import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server forwards API and development-mailbox calls to the Fieldbook server (port 3000 by default).
const apiTarget = process.env.FIELDBOOK_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/dev': { target: apiTarget, changeOrigin: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600 },
});
