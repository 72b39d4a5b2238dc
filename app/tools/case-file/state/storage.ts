// The browser's storage for this site: asked to keep it (not cleared under pressure), and how much is used.

/** Asks once for persistent storage; true when the browser grants it. */
export async function askPersistence(): Promise<boolean> {
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

export interface StorageUse {
  usage: number;
  quota: number;
  persisted: boolean;
}

export async function storageUse(): Promise<StorageUse | null> {
  try {
    const { usage = 0, quota = 0 } = await navigator.storage.estimate();
    return { usage, quota, persisted: await navigator.storage.persisted() };
  } catch {
    return null;
  }
}
