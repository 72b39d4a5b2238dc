/** What the bundle pickers (verify, import) take: a ZIP, by its name or either type browsers give it. */
export const BUNDLE_TYPES = ".zip,application/zip,application/x-zip-compressed";
