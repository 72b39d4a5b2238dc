import { QUIET_CHROMIUM_FLAGS } from "../server/lib/chromium-flags.ts";

/** Debian's Chromium: the tests and Lighthouse never download a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags that keep it off the network (closed here) and quiet as root in a container. */
export const CHROMIUM_ARGS = [...QUIET_CHROMIUM_FLAGS];
