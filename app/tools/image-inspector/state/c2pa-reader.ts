// Content Credentials through the Content Authenticity Initiative's own library. Loaded only when the
// bytes hold a manifest (logic/c2pa.ts), since its WebAssembly weighs 8 MB; the .wasm file is part of
// our build and served by this site, never by a CDN.
import type { C2paSdk } from "@contentauth/c2pa-web";
import wasmSrc from "@contentauth/c2pa-web/resources/c2pa.wasm?url";
import { type C2paSummary, summarizeC2pa } from "../logic/c2pa.ts";

let sdk: Promise<C2paSdk> | undefined;

function c2pa(): Promise<C2paSdk> {
  sdk ??= import("@contentauth/c2pa-web").then(({ createC2pa }) =>
    createC2pa({
      wasmSrc,
      // Nothing leaves the visitor's device: no manifest stored elsewhere, no certificate status asked.
      settings: { verify: { remoteManifestFetch: false, ocspFetch: false } as never },
    }),
  );
  sdk.catch(() => {
    sdk = undefined;
  });
  return sdk;
}

const MIME_TYPES: Record<string, string> = {
  JPEG: "image/jpeg",
  PNG: "image/png",
  WebP: "image/webp",
  HEIC: "image/heic",
  AVIF: "image/avif",
  TIFF: "image/tiff",
  GIF: "image/gif",
};

/** The active manifest in plain terms; undefined when the library finds none after all. */
export async function readContentCredentials(
  file: Blob,
  format: string | undefined,
): Promise<C2paSummary | undefined> {
  const type = (format && MIME_TYPES[format]) || file.type || "image/jpeg";
  const reader = await (await c2pa()).reader.fromBlob(type, file);
  if (!reader) return undefined;
  try {
    return summarizeC2pa(await reader.manifestStore());
  } finally {
    await reader.free();
  }
}
