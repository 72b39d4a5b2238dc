// The stand-in time-stamp authorities the browser tests' site asks (e2e/with-authorities.ts starts them).
export const AUTHORITY = "tsa.test";
export const REFUSING_AUTHORITY = "refusing-tsa.test";
/** Their root's name, as its certificate gives it (app/tools/case-file/fixtures/time-stamp-authority.ts). */
export const AUTHORITY_ROOT = "Test Root CA";
