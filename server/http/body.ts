import type { IncomingMessage } from "node:http";

/** Why a request body was refused: the HTTP status to answer with and a stable code. */
export class BodyError extends Error {
  readonly status: 400 | 413 | 415;
  readonly code: "invalid_json" | "invalid_form" | "body_too_large" | "unsupported_media_type";

  constructor(status: BodyError["status"], code: BodyError["code"], message: string) {
    super(message);
    this.name = "BodyError";
    this.status = status;
    this.code = code;
  }
}

/**
 * The client closed its connection before its body ended: there is no one left to answer, and nothing
 * failed here. Not a BodyError, so that endpoints pass it on instead of answering it.
 */
export class RequestAborted extends Error {
  constructor(cause?: unknown) {
    super("The client closed the connection before the end of its request body.", { cause });
    this.name = "RequestAborted";
  }
}

/** Node's error for a request whose connection closed mid-body: "aborted", code ECONNRESET. */
function isAbort(error: NodeJS.ErrnoException): boolean {
  return error.code === "ECONNRESET" || error.message === "aborted";
}

// application/json, or any "+json" type, with optional parameters such as charset.
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Reads and parses a JSON request body of at most `limit` bytes. Refuses another content type (415),
 * a larger body (413: as soon as Content-Length or the bytes read exceed the limit, so a huge upload is
 * never buffered) and text that is not UTF-8 JSON (400). After a 413 or 415 the rest of the body is left
 * unread (`req.complete` is false). A client that hangs up mid-body rejects with RequestAborted.
 */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  if (!JSON_TYPE.test(req.headers["content-type"] ?? "")) {
    throw new BodyError(415, "unsupported_media_type", "The request body must be JSON (application/json).");
  }
  const bytes = await readRawBody(req, limit);
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return JSON.parse(text);
  } catch {
    throw new BodyError(400, "invalid_json", "The request body is not valid JSON.");
  }
}

/**
 * Reads a request body of at most `limit` bytes as it came (a picture's bytes): 413 as soon as
 * Content-Length or the bytes read exceed the limit, the rest left unread. A client that hangs up
 * mid-body rejects with RequestAborted.
 */
export async function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () => new BodyError(413, "body_too_large", `The request body exceeds ${limit} bytes.`);
  if (Number(req.headers["content-length"] ?? 0) > limit) throw tooLarge();
  return readAtMost(req, limit, tooLarge);
}

const FORM_TYPE = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

/**
 * Reads a form posted to a page's action, of at most `limit` bytes: the same refusals as JSON bodies,
 * where React Router's own `request.formData()` would throw on another content type or read any size.
 */
export async function readFormBody(request: Request, limit: number): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPE.test(type)) {
    throw new BodyError(
      415,
      "unsupported_media_type",
      "The form must be sent as application/x-www-form-urlencoded or multipart/form-data.",
    );
  }
  const tooLarge = () => new BodyError(413, "body_too_large", `The request body exceeds ${limit} bytes.`);
  if (Number(request.headers.get("content-length") ?? 0) > limit) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body ?? []) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    throw new BodyError(400, "invalid_form", "The form could not be read.");
  }
}

// Events rather than `for await`: leaving that loop early destroys the request and with it the socket
// the 413 answer has to go out on.
function readAtMost(req: IncomingMessage, limit: number, tooLarge: () => BodyError): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Gone before we listened (while the endpoint awaited something else): Node emitted its error to no
    // listener, and neither "end" nor "error" will come now.
    if (req.destroyed && !req.complete) return reject(new RequestAborted(req.errored ?? undefined));
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData).off("end", onEnd).off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      stop();
      req.pause();
      reject(tooLarge());
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: NodeJS.ErrnoException) => {
      stop();
      reject(isAbort(error) ? new RequestAborted(error) : error);
    };
    req.on("data", onData).on("end", onEnd).on("error", onError);
  });
}
