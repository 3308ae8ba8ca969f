import { spawn, type ChildProcess } from 'node:child_process';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';

/** Every path the reference gateway answers; the dev server proxies them, the worker never falls back to the shell for them. */
export const GATEWAY_PATH_PREFIXES = ['/wps', '/lgw', '/cdn', '/admin'] as const;

const DEV_GATEWAY_PORT = Number(process.env.DEV_GATEWAY_PORT ?? 8787);

/** `npm run dev`: starts the reference gateway beside Vite so the proxy has something to talk to. */
function devGateway(): Plugin {
  let child: ChildProcess | undefined;
  return {
    name: 'dev-gateway',
    apply: 'serve',
    configureServer(server) {
      if (process.env.VITEST || process.env.DEV_GATEWAY === 'off') return;
      child = spawn(
        process.execPath,
        ['--disable-warning=ExperimentalWarning', 'gateway/main.ts'],
        {
          stdio: 'inherit',
          env: { ...process.env, PORT: String(DEV_GATEWAY_PORT), HOST: '127.0.0.1', SERVE_APP: 'off' },
        },
      );
      server.httpServer?.once('close', () => child?.kill('SIGTERM'));
      process.once('exit', () => child?.kill('SIGTERM'));
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Lobby',
        short_name: 'Lobby',
        start_url: '/m/home',
        display: 'standalone',
        theme_color: '#0b1d3a',
        background_color: '#0b1d3a',
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      },
      devOptions: { enabled: false },
    }),
    devGateway(),
  ],
  server: {
    proxy: Object.fromEntries(
      GATEWAY_PATH_PREFIXES.map((prefix) => [prefix, `http://127.0.0.1:${DEV_GATEWAY_PORT}`]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'gateway',
          include: ['gateway/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
