import { studioTourListSchema } from '@tourview/schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client.js';

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
