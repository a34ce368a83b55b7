import { openStorage, type Storage } from '@tourview/storage';
import type { StorageLocation } from '../import/import-tour.js';

/** Runs `work` with storage open, and always closes it. */
export async function withStorage<T>(
  location: StorageLocation,
  work: (storage: Storage) => Promise<T>,
): Promise<T> {
  const storage = await openStorage(location);
  try {
    return await work(storage);
  } finally {
    await storage.close();
  }
}
