// Finished captures wait here for their one download: DATA_DIR/page-captures/<token>.wacz, so any
// process of the site can hand it over, and it is deleted once sent or after ten minutes, whichever
// comes first. Nothing of a capture stays on the server after that (the privacy page says so).
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";

export const KEEP_MS = 10 * 60_000;
const TOKEN_BYTES = 24;
// The token is the file's name: only what randomBytes' base64url can make is looked up.
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export interface CaptureStore {
  /** Folder where captures are made (on the same disk, so a finished one is moved, not copied). */
  workDir: string;
  /** Moves a finished WACZ in; its token for the download address. */
  keep(file: string): Promise<string>;
  /**
   * Takes the capture out for sending: its path (the caller deletes it once sent), or null when the
   * token is unknown, expired or already taken. Of two processes asked at once, one gets it.
   */
  take(token: string): Promise<string | null>;
  /** Deletes captures and work folders older than KEEP_MS (left by a crash, or never downloaded). */
  sweep(now?: number): Promise<void>;
}

export async function createCaptureStore(dataDir: string): Promise<CaptureStore> {
  const root = path.join(dataDir, "page-captures");
  const workDir = path.join(root, "work");
  await mkdir(workDir, { recursive: true });
  return {
    workDir,
    async keep(file) {
      const token = randomBytes(TOKEN_BYTES).toString("base64url");
      await rename(file, path.join(root, `${token}.wacz`));
      return token;
    },
    async take(token) {
      if (!TOKEN.test(token)) return null;
      const kept = path.join(root, `${token}.wacz`);
      const taken = path.join(workDir, `${token}.sending`);
      try {
        // A rename is atomic: a second request for the same token finds nothing.
        await rename(kept, taken);
      } catch {
        return null;
      }
      if (Date.now() - (await stat(taken)).mtimeMs > KEEP_MS) {
        await rm(taken, { force: true });
        return null;
      }
      return taken;
    },
    async sweep(now = Date.now()) {
      for (const folder of [root, workDir]) {
        for (const name of await readdir(folder).catch(() => [] as string[])) {
          if (folder === root && name === "work") continue;
          const entry = path.join(folder, name);
          const info = await stat(entry).catch(() => null);
          if (info && now - info.mtimeMs > KEEP_MS) await rm(entry, { recursive: true, force: true });
        }
      }
    },
  };
}
