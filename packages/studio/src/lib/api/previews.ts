import { studioJobSchema, studioPreviewSchema, type StudioPreview } from '@tourview/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isProblem } from '../api-client.js';
import { api } from './client.js';
import { rememberJob } from './jobs.js';

/** The query key of a tour's preview; a preview job's end refreshes it. */
export const previewKey = (code: string) => ['preview', code] as const;

const path = (code: string) => `/tours/${encodeURIComponent(code)}/preview`;

/** The draft's newest valid preview, or `null` when there is none (never made, or expired). */
export function usePreview(code: string) {
  return useQuery({
    queryKey: previewKey(code),
    queryFn: async (): Promise<StudioPreview | null> => {
      try {
        return await api.get(path(code), studioPreviewSchema);
      } catch (error) {
        if (isProblem(error, 'preview_not_found')) return null;
        throw error;
      }
    },
  });
}

/** Queues a job building the saved draft as a preview; answers the job. */
export function useStartPreview(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(path(code), {}, studioJobSchema),
    onSuccess: (job) => void rememberJob(queryClient, code, job),
  });
}
