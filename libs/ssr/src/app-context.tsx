import { createContext, useContext } from 'react';
import type { AppRouterContext } from './router-context.ts';

const AppContext = createContext<AppRouterContext | null>(null);
export const AppContextProvider = AppContext.Provider;

/** The request's router context (api, queryClient, i18n, shell) for components below the document. */
export function useAppContext(): AppRouterContext {
  const context = useContext(AppContext);
  if (!context) throw new Error('useAppContext must be used inside <Document>');
  return context;
}
