import { agencyBrandingSchema, type AgencyBrandingBody } from '@tourview/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.js';

const BRANDING_KEY = ['branding'] as const;

/** The agency's branding, which every tour takes at its next publish. */
export function useAgencyBranding() {
  return useQuery({ queryKey: BRANDING_KEY, queryFn: () => api.get('/branding', agencyBrandingSchema) });
}

/** Changes the agency's branding (admins); the answer is the branding as stored. */
export function useSaveAgencyBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgencyBrandingBody) => api.put('/branding', body, agencyBrandingSchema),
    onSuccess: (saved) => queryClient.setQueryData(BRANDING_KEY, saved),
  });
}
