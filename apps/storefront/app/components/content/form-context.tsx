import { createContext } from 'react';
import type { FormView } from '../../lib/content/forms.ts';

/**
 * The page's form definitions by form block uid, resolved by its loader (lib/content/forms.server.ts).
 * Its own module so the shell holds the context and only pages with a form load the block.
 */
export const FormBlocks = createContext<Record<string, FormView>>({});
