import type { Config } from '@react-router/dev/config';

// Server-rendered; the Fastify server in apps/server mounts build/server and serves build/client.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
