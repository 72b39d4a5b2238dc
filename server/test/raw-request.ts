import net from "node:net";

export interface RawAnswer {
  /** The status code, or 0 when the server closed the connection without answering. */
  status: number;
  /** Header names in lower case; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `bytes` as one request on a fresh connection and reads the answer until the server closes it,
 * or until its headers arrive for an event stream. Rejects when nothing comes within `timeoutMs`: a
 * hang is a finding, not a wait. For tests that need requests fetch would refuse to send.
 */
export function rawRequest(port: number, bytes: Buffer | string, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${String(bytes).slice(0, 120)}`));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks).toString("latin1")));
    };
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString("latin1");
      if (/\r\n\r\n/.test(text) && /^content-type: text\/event-stream/im.test(text)) socket.destroy();
    });
    socket.on("close", finish);
    // A reset after the answer (the server refusing the rest of a body) still leaves the answer to read.
    socket.on("error", () => {});
    // Not end(): a server may drop a half-closed connection before a slow answer is ready.
    socket.write(bytes);
  });
}

function parse(text: string): RawAnswer {
  const end = text.indexOf("\r\n\r\n");
  const head = end === -1 ? text : text.slice(0, end);
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  return { status, headers, body: end === -1 ? "" : text.slice(end + 4) };
}
