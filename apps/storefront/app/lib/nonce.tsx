import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the response being rendered (server/edge.ts). Only the
 * server knows it; in the browser it is empty, and browsers hide the attribute from scripts anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = (): string | undefined => useContext(NonceContext);
