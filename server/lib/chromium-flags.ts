// The flags every Chromium this project starts runs with (the browser tests, Lighthouse, the page
// capture's rendered stage): off the network of its own accord, quiet as root in a container.
export const QUIET_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;
