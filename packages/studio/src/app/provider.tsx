import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { recheckSessionAfter } from '../lib/api/session.js';
import { ApiProblemError } from '../lib/api-problem-error.js';

/** Problems are answers, not network trouble: retrying them would only repeat them. */
function retry(failures: number, error: unknown): boolean {
  return !(error instanceof ApiProblemError) && failures < 2;
}

/** Makes the studio's query client; any answer that the session ended has it checked again. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] !== 'session') recheckSessionAfter(client, error);
      },
    }),
    mutationCache: new MutationCache({ onError: (error) => recheckSessionAfter(client, error) }),
    defaultOptions: { queries: { retry, refetchOnWindowFocus: false } },
  });
  return client;
}

/** What every screen needs: the data cache. */
export function StudioProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
