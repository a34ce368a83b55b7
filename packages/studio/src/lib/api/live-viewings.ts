import {
  studioLiveViewingListSchema,
  studioLiveViewingSchema,
  studioStartedLiveViewingSchema,
  type StudioLiveViewingRequest,
} from '@tourview/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.js';

const key = (code: string) => ['live-viewings', code] as const;
const path = (code: string) => `/tours/${encodeURIComponent(code)}/live-viewings`;

/** A tour's live viewings, newest first. */
export function useLiveViewings(code: string) {
  return useQuery({ queryKey: key(code), queryFn: () => api.get(path(code), studioLiveViewingListSchema) });
}

/** Starts a viewing; answers its host page and guest link, which are shown only this once. */
export function useStartLiveViewing(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StudioLiveViewingRequest) =>
      api.post(path(code), request, studioStartedLiveViewingSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key(code) }),
  });
}

/** Ends a viewing for everyone in it and revokes its links. */
export function useEndLiveViewing(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`${path(code)}/${encodeURIComponent(id)}/end`, {}, studioLiveViewingSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key(code) }),
  });
}
