import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Every page is rendered on the server (DESIGN.md: storefront row).
  ssr: true,
} satisfies Config;
