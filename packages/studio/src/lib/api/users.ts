import { accountListSchema, studioAccountSchema, type StudioRole } from '@tourview/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.js';

const USERS_KEY = ['users'] as const;

/** Every account (admins only). */
export function useAccounts() {
  return useQuery({
    queryKey: USERS_KEY,
    queryFn: async () => (await api.get('/users', accountListSchema)).accounts,
  });
}

function useAccountChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** Adds an account. */
export function useAddAccount() {
  return useAccountChange((body: { email: string; role: StudioRole; password: string }) =>
    api.post('/users', body, studioAccountSchema),
  );
}

/** Removes an account. */
export function useRemoveAccount() {
  return useAccountChange((id: string) => api.delete(`/users/${encodeURIComponent(id)}`));
}

/** Sets an account's password, which signs it out everywhere. */
export function useResetPassword() {
  return useAccountChange(({ id, password }: { id: string; password: string }) =>
    api.put(`/users/${encodeURIComponent(id)}/password`, { password }, null),
  );
}

/** Sets the tours an editor may work on. */
export function useSetTours() {
  return useAccountChange(({ id, tours }: { id: string; tours: string[] }) =>
    api.put(`/users/${encodeURIComponent(id)}/tours`, { tours }, studioAccountSchema),
  );
}
