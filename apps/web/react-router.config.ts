import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { precompressDirectory } from './precompress.js';

// Server-rendered; the Fastify server in apps/server mounts build/server and serves build/client.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: {
    // Navigation guards are route middleware (spec section 2), on the server and in the browser.
    v8_middleware: true,
  },
  buildEnd: ({ reactRouterConfig }) => {
    precompressDirectory(path.resolve(reactRouterConfig.buildDirectory, 'client'));
  },
} satisfies Config;
