import { createContext } from 'react';
import type { ContentProductMap } from '../../lib/content/content-products.ts';

/** The page's products picked in content, resolved by its loader (lib/content/content-products). */
export const ContentProducts = createContext<ContentProductMap>({});
