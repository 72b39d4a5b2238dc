// Starts the site (the command given) with two stand-in RFC 3161 time-stamp authorities on loopback,
// made with Debian's `openssl ts` (app/tools/case-file/fixtures/time-stamp-authority.ts): tsa.test
// answers, refusing-tsa.test refuses. Their root goes in TSA_ROOTS_FILE; the site reaches them by name
// through HOST_ADDRESSES and ALLOW_PRIVATE_ENDPOINTS, as it would a real authority. Stops with the site.
// Usage: node e2e/with-authorities.ts <port of the first authority> <dir> -- node host/main.ts
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  createTestPki,
  createTsa,
  startTsaServer,
} from "#app/tools/case-file/fixtures/time-stamp-authority.ts";
import { AUTHORITY, REFUSING_AUTHORITY } from "./authorities.ts";

const [portText, dir, separator, command, ...args] = process.argv.slice(2);
if (!portText || !dir || separator !== "--" || !command) {
  throw new Error("Usage: with-authorities.ts <port> <dir> -- <command…>");
}
const port = Number(portText);
await mkdir(dir, { recursive: true });
const pki = await createTestPki();
const good = await startTsaServer(await createTsa(pki, "good"), "answer", port);
const refusing = await startTsaServer(await createTsa(pki, "good"), "refuse", port + 1);
const roots = path.resolve(dir, "tsa-roots.pem");
await writeFile(roots, pki.rootPem);

const env = process.env;
const site = spawn(command, args, {
  stdio: "inherit",
  env: {
    ...env,
    TSA_URLS: `http://${AUTHORITY}:${port}/tsr,http://${REFUSING_AUTHORITY}:${port + 1}/tsr`,
    TSA_ROOTS_FILE: roots,
    HOST_ADDRESSES: [env.HOST_ADDRESSES, `${AUTHORITY}=127.0.0.1`, `${REFUSING_AUTHORITY}=127.0.0.1`]
      .filter(Boolean)
      .join(","),
    ALLOW_PRIVATE_ENDPOINTS: [env.ALLOW_PRIVATE_ENDPOINTS, `127.0.0.1:${port}-${port + 1}`]
      .filter(Boolean)
      .join(","),
  },
});
const stop = async (code: number) => {
  await Promise.all([good.close(), refusing.close()]);
  await pki.close();
  process.exit(code);
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => site.kill(signal));
site.on("exit", (code) => void stop(code ?? 1));
