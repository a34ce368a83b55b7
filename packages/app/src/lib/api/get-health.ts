import { healthSchema, type Health } from '@tourview/schema';
import type { ApiClient, RequestOptions } from '../api-client/index.js';

/** `GET /health`: whether the public-data API and its storage answer. */
export function getHealth(client: ApiClient, options: RequestOptions = {}): Promise<Health> {
  return client.get('/health', healthSchema, options);
}
