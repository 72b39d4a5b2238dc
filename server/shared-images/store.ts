// Shared pictures as files under DATA_DIR/shared-images (decision 034): `<token>.<ext>`, the file's
// modification time set to the moment it was shared, so its age needs no index and survives a restart.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  SHARED_IMAGE_LIFETIME_MS,
  SHARED_IMAGE_TYPES,
  type SharedImageType,
} from "#app/lib/hand-off/shared-images.ts";

/** 128 random bits, base64url: 22 characters nobody can guess or enumerate. */
const TOKEN_BYTES = 16;
const NAME = /^([A-Za-z0-9_-]{22})\.(jpg|png|webp)$/;
const TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(SHARED_IMAGE_TYPES).map(([type, extension]) => [extension, type as SharedImageType]),
);

export interface StoredImage {
  /** The file name, also the last part of its address: `<token>.<ext>`. */
  name: string;
  expiresAt: Date;
}

export interface OpenedImage {
  file: string;
  type: SharedImageType;
  size: number;
  expiresAt: Date;
}

export interface SharedImageStore {
  put(bytes: Uint8Array, type: SharedImageType): Promise<StoredImage>;
  /** The picture named `name` if it is there and not expired; an expired one is deleted on the way. */
  open(name: string): Promise<OpenedImage | undefined>;
  /** Deletes every expired picture; returns how many. */
  sweep(): Promise<number>;
}

export function createSharedImageStore({
  dir,
  now = Date.now,
  lifetimeMs = SHARED_IMAGE_LIFETIME_MS,
}: {
  dir: string;
  /** The clock, injected by tests. */
  now?: () => number;
  lifetimeMs?: number;
}): SharedImageStore {
  const expiry = (sharedAt: number) => new Date(sharedAt + lifetimeMs);
  const expired = (sharedAt: number) => now() >= sharedAt + lifetimeMs;
  const remove = (file: string) => rm(file, { force: true });

  return {
    async put(bytes, type) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${randomBytes(TOKEN_BYTES).toString("base64url")}.${SHARED_IMAGE_TYPES[type]}`;
      const file = path.join(dir, name);
      // "wx": a name already taken (2^-128) fails rather than replacing another visitor's picture.
      await writeFile(file, bytes, { flag: "wx", mode: 0o600 });
      const sharedAt = now();
      await utimes(file, sharedAt / 1000, sharedAt / 1000);
      return { name, expiresAt: expiry(sharedAt) };
    },

    async open(name) {
      const match = NAME.exec(name);
      const type = match?.[2] && TYPE_OF_EXTENSION[match[2]];
      if (!type) return undefined;
      const file = path.join(dir, name);
      const found = await stat(file).catch(() => undefined);
      if (!found?.isFile()) return undefined;
      if (expired(found.mtimeMs)) {
        await remove(file);
        return undefined;
      }
      return { file, type, size: found.size, expiresAt: expiry(found.mtimeMs) };
    },

    async sweep() {
      const names = await readdir(dir).catch(() => []);
      let removed = 0;
      for (const name of names) {
        const file = path.join(dir, name);
        const found = await stat(file).catch(() => undefined);
        if (found?.isFile() && expired(found.mtimeMs)) {
          await remove(file);
          removed++;
        }
      }
      return removed;
    },
  };
}
