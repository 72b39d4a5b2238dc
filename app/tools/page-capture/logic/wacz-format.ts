// The files of a WACZ (1.0.0 and 1.1.1, ours and Webrecorder's, https://specs.webrecorder.net/wacz/1.1.1/)
// and the signing spec's anonymous signature (https://specs.webrecorder.net/wacz-auth/0.1.0/): the names
// a capture writes and an import looks for. How an import reads their JSON is wacz-json.ts.

export const WACZ_VERSION = "1.1.1";
export const WARC_PATH = "archive/data.warc.gz";
export const INDEX_PATH = "indexes/index.cdxj";
export const PAGES_PATH = "pages/pages.jsonl";
export const DATAPACKAGE_PATH = "datapackage.json";
export const DIGEST_PATH = "datapackage-digest.json";
/** Where this site publishes its capture key (`{ publicKey }`, base64 SPKI). */
export const CAPTURE_KEY_PATH = "/.well-known/veritools-capture-key";

export function sha256Label(hex: string): string {
  return `sha256:${hex}`;
}
