import {
  studioEnquiryListSchema,
  studioEnquirySchema,
  type EnquiryStatus,
  type StudioEnquiryQuery,
} from '@tourview/schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.js';

/** The list's filters as a query string (`?tour=…&status=…&q=…`), empty ones left out. */
export function enquiryQueryString(filters: StudioEnquiryQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Where the filtered list downloads as CSV. */
export function enquiriesCsvUrl(filters: StudioEnquiryQuery): string {
  return `/api/studio/enquiries.csv${enquiryQueryString({ ...filters, limit: 10_000 })}`;
}

/** The enquiries of the tours this account works on, newest first, filtered. */
export function useEnquiries(filters: StudioEnquiryQuery) {
  return useQuery({
    queryKey: ['enquiries', filters],
    queryFn: async () =>
      (await api.get(`/enquiries${enquiryQueryString(filters)}`, studioEnquiryListSchema)).enquiries,
    placeholderData: keepPreviousData,
  });
}

/** Marks an enquiry new or answered. */
export function useSetEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EnquiryStatus }) =>
      api.put(`/enquiries/${encodeURIComponent(id)}/status`, { status }, studioEnquirySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enquiries'] }),
  });
}
