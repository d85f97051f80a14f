/**
 * Spec 002 §2: "Buttons reload the page when another browser tab writes a reload flag in
 * storage". An express order writes it (the basket it paid is gone); tabs showing buttons reload.
 */
export const RELOAD_FLAG = 'express-buttons-reload';

export function writeReloadFlag(): void {
  try {
    localStorage.setItem(RELOAD_FLAG, String(Date.now()));
  } catch {
    // Storage may be unavailable (private mode); other tabs then keep their page.
  }
}
