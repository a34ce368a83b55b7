import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiProblemError } from '../lib/api-problem-error.js';

/** Problems are answers, not network trouble: retrying them would only repeat them. */
function retry(failures: number, error: unknown): boolean {
  return !(error instanceof ApiProblemError) && failures < 2;
}

/** Makes the studio's query client. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry, refetchOnWindowFocus: false } } });
}

/** What every screen needs: the data cache. */
export function StudioProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
