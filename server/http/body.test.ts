import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { BodyError, RequestAborted, readJsonBody } from "./body.ts";

function request(chunks: (string | Buffer)[], headers: Record<string, string>): IncomingMessage {
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk)));
  return Object.assign(stream, { headers }) as unknown as IncomingMessage;
}

const json = { "content-type": "application/json" };

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BodyError);
  const { status, code } = error as BodyError;
  return { status, code };
}

describe("readJsonBody", () => {
  it("parses a JSON body sent in pieces, multi-byte characters split across them", async () => {
    const bytes = Buffer.from('{"url":"https://café.example/","n":1}');
    const split = bytes.indexOf(0xc3) + 1;
    const body = await readJsonBody(request([bytes.subarray(0, split), bytes.subarray(split)], json), 1024);
    expect(body).toEqual({ url: "https://café.example/", n: 1 });
  });

  it.each([
    "application/json",
    "application/json; charset=utf-8",
    "APPLICATION/JSON",
    "application/vnd.api+json",
  ])("accepts the content type %s", async (type) => {
    expect(await readJsonBody(request(["{}"], { "content-type": type }), 1024)).toEqual({});
  });

  it.each([undefined, "text/plain", "application/x-www-form-urlencoded", "application/jsonp"])(
    "refuses the content type %s with 415",
    async (type) => {
      const headers: Record<string, string> = type ? { "content-type": type } : {};
      expect(await refusal(readJsonBody(request(["{}"], headers), 1024))).toEqual({
        status: 415,
        code: "unsupported_media_type",
      });
    },
  );

  it("refuses a body announced larger than the limit before reading it", async () => {
    const req = request(["{}"], { ...json, "content-length": "2000" });
    expect(await refusal(readJsonBody(req, 1024))).toEqual({ status: 413, code: "body_too_large" });
    expect(req.readableEnded).toBe(false);
  });

  it("refuses a body that grows past the limit without an announced length", async () => {
    const chunks = Array.from({ length: 10 }, () => "x".repeat(200));
    expect(await refusal(readJsonBody(request(chunks, json), 1024))).toEqual({
      status: 413,
      code: "body_too_large",
    });
  });

  it.each(["{", "", "not json", Buffer.from([0x7b, 0xff, 0x7d])])("refuses %j with 400", async (text) => {
    expect(await refusal(readJsonBody(request([text], json), 1024))).toEqual({
      status: 400,
      code: "invalid_json",
    });
  });

  it("rejects with RequestAborted when the client hangs up mid-body", async () => {
    const req = new Readable({ read() {} });
    Object.assign(req, { headers: json, complete: false });
    const reading = readJsonBody(req as unknown as IncomingMessage, 1024);
    req.push('{"url":');
    // What Node does to a request whose connection closed before its body ended.
    req.destroy(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    await expect(reading).rejects.toBeInstanceOf(RequestAborted);
  });

  it("rejects with RequestAborted when the client was gone before the body was read", async () => {
    const req = new Readable({ read() {} });
    Object.assign(req, { headers: json, complete: false });
    req.on("error", () => {});
    req.destroy(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    await expect(readJsonBody(req as unknown as IncomingMessage, 1024)).rejects.toBeInstanceOf(
      RequestAborted,
    );
  });

  it("passes any other stream error on as it is", async () => {
    const req = new Readable({ read() {} });
    Object.assign(req, { headers: json, complete: false });
    const reading = readJsonBody(req as unknown as IncomingMessage, 1024);
    const failure = new Error("something else");
    req.destroy(failure);
    await expect(reading).rejects.toBe(failure);
  });
});
