/** The page's and the API's parameter that asks the archive about the full address: `archive=full`. */
export const ARCHIVE_PARAM = "archive";
export const FULL_ARCHIVE_ADDRESS = "full";

/** Whether the address (the page's or the API's) asks the archive about the full address. */
export function wantsFullArchiveAddress(params: URLSearchParams): boolean {
  return params.get(ARCHIVE_PARAM) === FULL_ARCHIVE_ADDRESS;
}
