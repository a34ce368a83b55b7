import { draftFileListSchema } from '@tourview/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from './client.js';

/** The query key of a draft's file list, to refresh it after an upload. */
export const draftFilesKey = (code: string) => ['draft-files', code] as const;

/** The files of a tour's draft; read again when an inspection ends (see `useTourJobs`). */
export function useDraftFiles(code: string) {
  return useQuery({
    queryKey: draftFilesKey(code),
    queryFn: async () =>
      (await api.get(`/tours/${encodeURIComponent(code)}/files`, draftFileListSchema)).files,
  });
}
