import { createApiClient } from '../api-client.js';

/** The client every endpoint module uses. */
export const api = createApiClient();
