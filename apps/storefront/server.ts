/**
 * The storefront process: `node apps/storefront/server.ts` (production, after `npm run build`) or
 * `node apps/storefront/server.ts --dev` (Vite middleware mode, `npm run dev`).
 *
 * React, React DOM and React Router choose their development or production build from NODE_ENV
 * when first loaded, so it is settled here before anything imports them: production unless the
 * development server was asked for (an explicit NODE_ENV wins). Without this, `npm start` served
 * React's development build, at about two thirds of the production throughput.
 */
const dev = process.argv.includes('--dev');
process.env.NODE_ENV ||= dev ? 'development' : 'production';
// The embedded commerce service's database engine, compiled for a long-running process.
(await import('@solo/commerce')).compileEngineForServing();
await import('./server/main.ts');

export {};
