import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Every page is rendered on the server (DESIGN.md: storefront row).
  ssr: true,
  // The whole route manifest loads with the client code (one small, immutable file), so links
  // need no per-link discovery: no `data-discover` on each of a page's ~70 links and no
  // manifest requests after load (docs/decisions/lean-page-html.md).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
