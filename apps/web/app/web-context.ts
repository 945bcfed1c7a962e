import type { WebLoadContext } from '@carsi/contract';
import { createContext, type RouterContextProvider } from 'react-router';

/**
 * The key under which the server hands loaders and actions its in-process services. React
 * Router 8 passes `context` as a RouterContextProvider; root.tsx re-exports this key so the
 * server (apps/server/src/http/web.ts) fills it with the very same object the routes read.
 */
export const webContext = createContext<WebLoadContext>();

/** The server's services for this request, bound to its visitor and principal. */
export function shopContext(context: Readonly<RouterContextProvider>): WebLoadContext {
  return context.get(webContext);
}
