import {
  studioDraftChangesSchema,
  studioDraftSchema,
  studioJobSchema,
  studioTourListSchema,
  studioTourSchema,
  studioVersionListSchema,
  studioVersionSchema,
  type StudioDraft,
} from '@tourview/schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.js';
import { rememberJob } from './jobs.js';

const path = (code: string) => `/tours/${encodeURIComponent(code)}`;

/** The tours this account may work on, matching `search` in code or title. */
export function useTours(search: string) {
  return useQuery({
    queryKey: ['tours', search],
    queryFn: async () => {
      const query = search ? `?q=${encodeURIComponent(search)}` : '';
      return (await api.get(`/tours${query}`, studioTourListSchema)).tours;
    },
    placeholderData: keepPreviousData,
  });
}

/** One tour as the list shows it. */
export function useTour(code: string) {
  return useQuery({ queryKey: ['tour', code], queryFn: () => api.get(path(code), studioTourSchema) });
}

/** The fields a new tour starts with. */
export type NewTour = { code: string; title: string; property: StudioDraft['manifest'] };

/** Creates a tour (its draft). */
export function useCreateTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewTour) => api.post('/tours', body, studioDraftSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tours'] }),
  });
}

/** The tour's draft; its `revision` goes back in `If-Match` when saving. */
export function useDraft(code: string) {
  return useQuery({
    queryKey: ['draft', code],
    queryFn: () => api.get(`${path(code)}/draft`, studioDraftSchema),
  });
}

/** Saves the draft's manifest if it is still at `revision`; a `revision_conflict` problem otherwise. */
export function useSaveDraft(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ manifest, revision }: { manifest: StudioDraft['manifest']; revision: number }) =>
      api.put(`${path(code)}/draft`, { manifest }, studioDraftSchema, { 'if-match': `"${revision}"` }),
    onSuccess: (draft) => {
      queryClient.setQueryData(['draft', code], draft);
      return queryClient.invalidateQueries({ queryKey: ['tour', code] });
    },
  });
}

/**
 * What publishing the draft would change since the newest version. Asked again whenever the
 * draft's revision or the newest version changes, which the caller passes in.
 */
export function useDraftChanges(code: string, revision: number | undefined, newest: number | undefined) {
  return useQuery({
    queryKey: ['draft-changes', code, revision, newest],
    queryFn: () => api.get(`${path(code)}/draft/changes`, studioDraftChangesSchema),
    enabled: revision !== undefined,
  });
}

/** The tour's published versions, newest first. */
export function useVersions(code: string) {
  return useQuery({
    queryKey: ['versions', code],
    queryFn: async () => (await api.get(`${path(code)}/versions`, studioVersionListSchema)).versions,
  });
}

/** Publishes version `number` again as a new version. */
export function useRollback(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: number) =>
      api.post(`${path(code)}/versions/${number}/rollback`, {}, studioVersionSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['versions', code] }),
  });
}

/** Queues a job publishing the draft; answers the job. */
export function usePublish(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${path(code)}/publish`, {}, studioJobSchema),
    onSuccess: (job) => void rememberJob(queryClient, code, job),
  });
}
