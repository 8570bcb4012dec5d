import type { Config } from '@react-router/dev/config';

// A single-page app: the server (apps/server) serves build/client under /backoffice/, with
// index.html for every path that is not the API. Operators' screens need no SSR nor SEO.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  basename: '/backoffice/',
} satisfies Config;
