import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { fetchCatalogue } from './i18n/catalogues.ts';

// The pages' Content-Security-Policy allows no eval; zod otherwise probes for it with
// `Function('')` on its first object parse, which the browser reports as a violation. zod keeps
// its settings in this global (shared by every copy of it), so setting it here needs no import
// of zod into the entry chunk, whether the route chunks that use zod load before or after.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, {
  jitless: true,
});

// The page's catalogue (preloaded by its <head>) is in before hydration renders with it.
const link = document.querySelector('link[data-catalogue]');
const catalogue = link?.getAttribute('href') ?? undefined;
void fetchCatalogue(catalogue, link?.getAttribute('data-fallback') ?? undefined).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
