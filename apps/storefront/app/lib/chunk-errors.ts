/**
 * Spec 000 §4/§8: when the code or data of the next page cannot be fetched, the offline boundary
 * page is shown instead of the generic error page. Browsers word a failed dynamic import
 * differently; a failed fetch of route data or of the route manifest is the same situation.
 */
const CHUNK_LOAD_MESSAGES = [
  'failed to fetch dynamically imported module', // Chromium
  'importing a module script failed', // Safari
  'error loading dynamically imported module', // Firefox
  'unable to preload css', // Vite's preload helper
];
const NETWORK_MESSAGES = [
  'failed to fetch',
  'networkerror when attempting to fetch resource',
  'load failed',
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const message = error.message.toLowerCase().replace(/\.$/, '');
  if (error.name === 'ChunkLoadError') return true;
  if (CHUNK_LOAD_MESSAGES.some((m) => message.includes(m))) return true;
  return (
    error instanceof TypeError &&
    NETWORK_MESSAGES.some((m) => message === m || message.startsWith(`${m} `))
  );
}
