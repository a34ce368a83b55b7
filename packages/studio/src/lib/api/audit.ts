import { auditListSchema } from '@tourview/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from './client.js';

/** Where the audit log downloads as CSV. */
export const AUDIT_CSV_URL = '/api/studio/audit.csv?limit=10000';

/** The newest audit log entries (admins only). */
export function useAuditLog() {
  return useQuery({
    queryKey: ['audit'],
    queryFn: async () => (await api.get('/audit?limit=200', auditListSchema)).entries,
  });
}
