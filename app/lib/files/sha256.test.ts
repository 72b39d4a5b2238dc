import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256OfBlob, sha256OfBytes, sha256OfStream, sha256Sink, WHOLE_LIMIT } from "./sha256.ts";

const nodeSha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("SHA-256", () => {
  it("gives the standard digests (FIPS 180-2 test vectors)", async () => {
    expect(await sha256OfBytes(new Uint8Array())).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
    expect(await sha256OfBytes(new TextEncoder().encode("abc"))).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it("hashes a file of several chunks as one, the same as Node's own hasher", async () => {
    // 5 MB of varied bytes: Blob.stream() yields it in many chunks.
    const bytes = new Uint8Array(5 * 1024 * 1024 + 17);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
    const expected = nodeSha256(bytes);
    expect(await sha256OfBlob(new Blob([bytes]))).toBe(expected);

    // Split by hand at odd places: the stream's chunking does not change the digest.
    const parts = [bytes.subarray(0, 1), bytes.subarray(1, 70_001), bytes.subarray(70_001)];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    expect(await sha256OfStream(stream)).toBe(expected);
  });

  it("gives the same digest whole (WebCrypto) and streamed (hash-wasm)", async () => {
    // Several megabytes and a bit, so the stream comes in many chunks; a limit of -1 forces streaming.
    const bytes = new Uint8Array(3 * 1024 * 1024 + 17);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 2_654_435_761) >>> 24;
    const expected = nodeSha256(bytes);
    expect(await sha256OfBlob(new Blob([bytes]))).toBe(expected);
    expect(await sha256OfBlob(new Blob([bytes]), -1)).toBe(expected);
    expect(await sha256OfBlob(new Blob([]), -1)).toBe(nodeSha256(new Uint8Array()));
  });

  it("hands every byte it hashes to a copy, in order, whole or streamed", async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024 + 17);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 40_503) >>> 8;
    for (const wholeLimit of [WHOLE_LIMIT, -1]) {
      const parts: Uint8Array<ArrayBuffer>[] = [];
      const digest = await sha256OfBlob(new Blob([bytes]), wholeLimit, (part) => parts.push(part.slice()));
      const copy = new Uint8Array(await new Blob(parts).arrayBuffer());
      expect(copy).toEqual(bytes);
      expect(digest).toBe(nodeSha256(copy));
    }
  });

  it("hashes what is piped into its sink", async () => {
    const bytes = new TextEncoder().encode("Hồ sơ kiểm chứng");
    const { sink, digest } = await sha256Sink();
    await new Blob([bytes]).stream().pipeTo(sink);
    expect(await digest).toBe(nodeSha256(bytes));
  });

  it("tells one changed byte", async () => {
    const bytes = new TextEncoder().encode("the same text");
    const changed = bytes.slice();
    changed[3] = (changed[3] ?? 0) ^ 1;
    expect(await sha256OfBytes(changed)).not.toBe(await sha256OfBytes(bytes));
  });
});
