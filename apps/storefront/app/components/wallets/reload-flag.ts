/**
 * Spec 002 §2: "Buttons reload the page when another browser tab writes a reload flag in
 * storage". An express order writes it (its basket is gone); tabs showing buttons reload.
 */
export const RELOAD_FLAG = 'express-buttons-reload';
