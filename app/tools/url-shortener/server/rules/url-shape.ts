// Rules read off the URL itself, before any lookup.
import { refuse, SAFE, type Verdict } from "./verdict.ts";

export function checkScheme(url: URL): Verdict {
  return url.protocol === "http:" || url.protocol === "https:"
    ? SAFE
    : refuse("unsupported_scheme", "Only http and https addresses can be shortened.");
}

// "https://trusted.example@evil.example/" shows a trusted name to the reader while leading elsewhere,
// and a password in a shared link leaks it: refuse any user name or password.
export function checkCredentials(url: URL): Verdict {
  return url.username === "" && url.password === ""
    ? SAFE
    : refuse("credentials", "Links with a user name or password in the address are not allowed.");
}
