import { createContext, type RouterContextProvider } from 'react-router';
import type { ApiClient } from './types.ts';

/** Per-request services the server puts in the router context for loaders and actions. */
export interface RequestServices {
  api: ApiClient;
  requestId: string;
  log: {
    info(obj: object, msg?: string): void;
    warn(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
  };
}

export const servicesContext = createContext<RequestServices>();

export function getServices(context: Readonly<RouterContextProvider>): RequestServices {
  return context.get(servicesContext);
}
