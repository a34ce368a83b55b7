import { studioSessionSchema, type StudioAccount } from '@tourview/schema';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isProblem } from '../api-client.js';
import { api } from './client.js';

const SESSION_KEY = ['session'] as const;

/** The signed-in account; fails with `unauthenticated` when nobody is. */
export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: async () => (await api.get('/session', studioSessionSchema)).account,
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * Asks for the session again when `error` says it ended (signed out elsewhere, expired,
 * revoked): the shell then sends the user to sign in, and back here after. Only for work that
 * waits in the browser meanwhile (an editor's edits): a form would lose what was typed.
 */
export function recheckSessionAfter(client: QueryClient, error: unknown): void {
  if (isProblem(error, 'unauthenticated')) void client.invalidateQueries({ queryKey: SESSION_KEY });
}

/** Signs in; on success the session query holds the account. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api.post('/session', body, studioSessionSchema),
    onSuccess: ({ account }) => queryClient.setQueryData<StudioAccount>(SESSION_KEY, account),
  });
}

/** Creates the first admin with the setup link's token and signs it in. */
export function useSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; email: string; password: string }) =>
      api.post('/setup', body, studioSessionSchema),
    onSuccess: ({ account }) => queryClient.setQueryData<StudioAccount>(SESSION_KEY, account),
  });
}

/** Signs this browser out, or every browser of the account; forgets everything cached. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (everywhere: boolean) => api.delete(everywhere ? '/sessions' : '/session'),
    onSettled: () => queryClient.clear(),
  });
}
