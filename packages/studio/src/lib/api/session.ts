import { studioSessionSchema, type StudioAccount } from '@tourview/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
