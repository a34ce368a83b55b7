import { draftFileListSchema } from '@tourview/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from './client.js';

/** How often the list is read again while a file waits for its inspection. */
const INSPECTION_POLL_MS = 1500;

/** The query key of a draft's file list, to refresh it after an upload. */
export const draftFilesKey = (code: string) => ['draft-files', code] as const;

/** The files of a tour's draft, read again until every file is inspected. */
export function useDraftFiles(code: string) {
  return useQuery({
    queryKey: draftFilesKey(code),
    queryFn: async () =>
      (await api.get(`/tours/${encodeURIComponent(code)}/files`, draftFileListSchema)).files,
    refetchInterval: (query) =>
      query.state.data?.some((file) => file.problems === null) ? INSPECTION_POLL_MS : false,
  });
}
