// A server key kept in DATA_DIR as PEM: created at first start, read on every later one. Written whole to
// a temporary file, then linked to its name, which fails if the name exists: the key file appears
// complete or not at all, and of processes starting together on one DATA_DIR the losers read the
// winner's key.
import { randomUUID } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** The PEM in `dataDir/name`, made by `create` (readable by this user only) when there is none yet. */
export async function loadOrCreatePemFile(
  dataDir: string,
  name: string,
  create: () => string,
): Promise<string> {
  const file = path.join(dataDir, name);
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const pem = create();
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, pem, { flag: "wx", mode: 0o600 });
    await link(temporary, file);
  } catch (error) {
    // Another process linked its key first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return await readFile(file, "utf8");
  } finally {
    await rm(temporary, { force: true });
  }
  return pem;
}
