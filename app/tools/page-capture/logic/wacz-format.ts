// The WACZ 1.1.1 files a capture writes and an import reads (https://specs.webrecorder.net/wacz/1.1.1/),
// and the signing spec's anonymous signature (https://specs.webrecorder.net/wacz-auth/0.1.0/).

export const WACZ_VERSION = "1.1.1";
export const WARC_PATH = "archive/data.warc.gz";
export const INDEX_PATH = "indexes/index.cdxj";
export const PAGES_PATH = "pages/pages.jsonl";
export const DATAPACKAGE_PATH = "datapackage.json";
export const DIGEST_PATH = "datapackage-digest.json";
/** Where this site publishes its capture key (`{ publicKey }`, base64 SPKI). */
export const CAPTURE_KEY_PATH = "/.well-known/veritools-capture-key";

export interface DatapackageResource {
  name: string;
  path: string;
  /** "sha256:" and the hex digest. */
  hash: string;
  bytes: number;
}

export interface Datapackage {
  profile: "data-package";
  wacz_version: string;
  title: string;
  created: string;
  software: string;
  mainPageUrl: string;
  mainPageDate: string;
  resources: DatapackageResource[];
}

/** The signing spec's anonymous signature: `signature` signs the UTF-8 bytes of `hash`. */
export interface AnonymousSignature {
  hash: string;
  created: string;
  software: string;
  publicKey: string;
  signature: string;
}

export interface DatapackageDigest {
  path: typeof DATAPACKAGE_PATH;
  hash: string;
  signedData: AnonymousSignature;
  /** RFC 3161 tokens over the same hash, when the operator names authorities (this site's addition). */
  timestamps?: { authority: string; token: string }[];
}

export function sha256Label(hex: string): string {
  return `sha256:${hex}`;
}
