/** A live viewing; its secrets are stored as SHA-256 hashes. Timestamps are ISO-8601 UTC text. */
export interface LiveViewingsTable {
  id: string;
  tour_code: string;
  host_name: string;
  host_key_hash: string;
  guest_token_hash: string;
  /** The studio account that started it; null when it was not started from the studio. */
  created_by: string | null;
  created_at: string;
  expires_at: string;
  ended_at: string | null;
}
