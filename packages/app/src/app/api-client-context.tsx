import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../lib/api-client/index.js';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Provides the one HTTP client, made for the configured public-data API. */
export function ApiClientProvider({ baseUrl, children }: { baseUrl: string; children: ReactNode }) {
  const client = useMemo(() => createApiClient({ baseUrl }), [baseUrl]);
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The HTTP client. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider>.');
  return client;
}
