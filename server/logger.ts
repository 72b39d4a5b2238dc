import type { LogLevel } from "./config.ts";

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

/** One line of JSON per entry, so that log tooling can read it without parsing prose. */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const threshold = RANK[level];
  const log =
    (entryLevel: Exclude<LogLevel, "silent">) =>
    (msg: string, fields: LogFields = {}) => {
      if (RANK[entryLevel] < threshold) return;
      const error =
        fields.error instanceof Error ? { error: fields.error.message, stack: fields.error.stack } : {};
      write(
        `${JSON.stringify({ time: new Date().toISOString(), level: entryLevel, msg, ...fields, ...error })}\n`,
      );
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}
