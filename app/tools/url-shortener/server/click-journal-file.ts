// One journal file of this process (decision 015): clicks appended with one synchronous write, which
// survives a kill of the process, then flushed to the disk on the thread pool, which survives a power cut.
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "#server/logger.ts";

export interface JournalFile {
  readonly name: string;
  /** Bytes written to it so far. */
  readonly written: number;
  /** Writes `text` at its end before returning; a failed write is logged and cut off (see below). */
  append(text: string, clicks: number): void;
  /**
   * Flushes what is written to the disk, never on a redirect's path; a call while a flush runs shares it.
   * A failure is logged: the next flush retries.
   */
  flush(): Promise<void>;
  /** Resolves once no flush is running. */
  settled(): Promise<void>;
  /** Closes the file; no flush may be running (`settled` first). */
  close(): void;
  readonly closed: boolean;
}

/** Opens (or creates) the journal `name` of `dir` for appending. */
export function openJournalFile(dir: string, name: string, logger: Pick<Logger, "error">): JournalFile {
  // -1 once closed: a late write then fails (EBADF) rather than reach a file that reused the number.
  let fd = fs.openSync(path.join(dir, name), "a");
  let written = 0;
  let flushed = 0;
  let flushing: Promise<void> | null = null;

  async function flush(): Promise<void> {
    const upTo = written;
    if (upTo === flushed) return;
    try {
      await new Promise<void>((resolve, reject) =>
        fs.fdatasync(fd, (error) => (error === null ? resolve() : reject(error))),
      );
      flushed = upTo;
    } catch (error) {
      logger.error("click journal not flushed to the disk; retried in a moment", { error });
    }
  }

  return {
    name,
    get written() {
      return written;
    },
    get closed() {
      return fd === -1;
    },

    append(text, clicks) {
      const length = Buffer.byteLength(text);
      try {
        // The text is written as it is, with no buffer made for it; a file takes a write whole but when
        // its disk fills up, and the rest is then written from bytes.
        let at = fs.writeSync(fd, text);
        if (at < length) {
          const bytes = Buffer.from(text);
          while (at < length) at += fs.writeSync(fd, bytes, at);
        }
        written += length;
      } catch (error) {
        // A full or failing disk: the clicks are stored at the next fold if the process lives until then;
        // a partial line is cut off so that the next write starts a line of its own.
        logger.error("clicks not written to the journal", { error, clicks });
        try {
          fs.ftruncateSync(fd, written);
        } catch {}
      }
    },

    flush() {
      flushing ??= flush().finally(() => {
        flushing = null;
      });
      return flushing;
    },

    async settled() {
      while (flushing !== null) await flushing;
    },

    close() {
      fs.closeSync(fd);
      fd = -1;
    },
  };
}
