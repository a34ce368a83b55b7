import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useConfig } from '../config/config-context.js';
import { ApiClientProvider } from './api-client-context.js';
import { tourQueryClient } from './tour-query.js';

/** What the tour screens read their tour through: the HTTP client and the page's data cache. */
export function TourDataProvider({ children }: { children: ReactNode }) {
  const { publicDataApiBaseUrl } = useConfig();
  return (
    <ApiClientProvider baseUrl={publicDataApiBaseUrl}>
      <QueryClientProvider client={tourQueryClient}>{children}</QueryClientProvider>
    </ApiClientProvider>
  );
}
