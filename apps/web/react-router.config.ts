import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The whole route manifest (104 routes, ~7 KB gzip) in one cacheable file, instead of a
  // request per page for the routes its links lead to (see docs/decisions/performance.md).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
