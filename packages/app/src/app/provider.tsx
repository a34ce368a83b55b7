import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PublicConfig } from '@tourview/schema';
import { ConfigProvider } from '../config/config-context.js';
import { I18nProvider } from '../lib/i18n/index.js';
import { ApiClientProvider } from './api-client-context.js';

/** Makes one query client; refetching on focus would re-download tours for nothing. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
}

/** Everything every screen needs: configuration, language, HTTP client and data cache. */
export function AppProvider({
  config,
  queryClient,
  children,
}: {
  config: PublicConfig;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ConfigProvider config={config}>
      <I18nProvider>
        <ApiClientProvider baseUrl={config.publicDataApiBaseUrl}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ApiClientProvider>
      </I18nProvider>
    </ConfigProvider>
  );
}
