import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studioDraftSchema, type DraftFileKindName, type StudioDraft } from '@tourview/schema';
import { api } from './client.js';
import { draftFilesKey } from './draft-files.js';

const fileUrl = (code: string, name: string) =>
  `/tours/${encodeURIComponent(code)}/files/${encodeURIComponent(name)}`;

/** A file change answers the draft after it: both the draft and its file list are read from it. */
function useDraftFileChange<V>(code: string, change: (variables: V) => Promise<StudioDraft>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (draft) => {
      queryClient.setQueryData(['draft', code], draft);
      queryClient.setQueryData(draftFilesKey(code), draft.files);
    },
  });
}

/** Removes a file the draft does not use (a `file_in_use` problem lists the uses otherwise). */
export function useRemoveDraftFile(code: string) {
  return useDraftFileChange(code, (name: string) => api.deleteFor(fileUrl(code, name), studioDraftSchema));
}

/** Brings back the file last removed under a name: the undo of a removal. */
export function useRestoreDraftFile(code: string) {
  return useDraftFileChange(code, (name: string) =>
    api.post(`${fileUrl(code, name)}/restore`, {}, studioDraftSchema),
  );
}

/** What re-filing sends: the file, its new kind, the revision seen, and for an undo the manifest to put back. */
export interface Refile {
  name: string;
  kind: DraftFileKindName;
  revision: number;
  manifest?: StudioDraft['manifest'];
}

/** Files a draft file as another kind; the server moves its uses unless `manifest` is given. */
export function useRefileDraftFile(code: string) {
  return useDraftFileChange(code, ({ name, kind, revision, manifest }: Refile) =>
    api.patch(fileUrl(code, name), { kind, ...(manifest ? { manifest } : {}) }, studioDraftSchema, {
      'if-match': `"${revision}"`,
    }),
  );
}
