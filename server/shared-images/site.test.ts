// Shared images through the production entry (needs `npm run build` first): what the site lists and
// indexes, and SHARED_IMAGES=off.
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SharedImage } from "#app/lib/hand-off/shared-images.ts";
import { fixture } from "#app/tools/image-inspector/fixtures/make-images.ts";
import { makeDataDir, type RunningServer, startServer } from "../../host/test/server.ts";

const BUILD = path.resolve(import.meta.dirname, "../../build/server/index.js");
const photo = fixture("C.jpg");

const share = (base: string) =>
  fetch(`${base}/api/shared-images`, {
    method: "POST",
    headers: { "content-type": "image/jpeg" },
    body: new Blob([photo as Uint8Array<ArrayBuffer>]),
  });

describe.skipIf(!existsSync(BUILD))("shared images on the whole site", () => {
  let on: RunningServer;
  let off: RunningServer;
  const dirs: Awaited<ReturnType<typeof makeDataDir>>[] = [];

  beforeAll(async () => {
    dirs.push(await makeDataDir(), await makeDataDir());
    [on, off] = await Promise.all([
      startServer({
        PUBLIC_URL: "https://veritools.example.org",
        DATA_DIR: dirs[0]?.dir ?? "",
        LOG_LEVEL: "warn",
      }),
      startServer({ SHARED_IMAGES: "off", DATA_DIR: dirs[1]?.dir ?? "", LOG_LEVEL: "warn" }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([on?.stop(), off?.stop()]);
    await Promise.all(dirs.map((dir) => dir.remove()));
  });

  it("never names a shared picture in robots.txt or the sitemap, and lists no folder", async () => {
    const answer = (await (await share(on.url)).json()) as SharedImage;
    const token = path.basename(new URL(answer.url).pathname, ".jpg");
    expect((await fetch(`${on.url}${new URL(answer.url).pathname}`)).status).toBe(200);
    for (const listing of ["/robots.txt", "/sitemap.xml"]) {
      const text = await (await fetch(`${on.url}${listing}`)).text();
      expect(text).not.toContain("shared-images");
      expect(text).not.toContain(token);
    }
    for (const folder of ["/shared-images", "/shared-images/"]) {
      const response = await fetch(`${on.url}${folder}`);
      expect(response.status, folder).toBe(404);
      expect(await response.text()).not.toContain(token);
    }
  });

  it("has no endpoint when SHARED_IMAGES=off", async () => {
    // Answered as any path the site does not have: a POST there is 405 (pages take GET), a GET 404.
    const refused = await share(off.url);
    const nowhere = await fetch(`${off.url}/api/no-such-endpoint`, { method: "POST", body: "x" });
    expect(refused.status).toBe(nowhere.status);
    expect(refused.headers.get("allow")).toBe(nowhere.headers.get("allow"));
    expect((await fetch(`${off.url}/api/shared-images`)).status).toBe(404);
    const onAnswer = await fetch(`${on.url}/api/shared-images`);
    expect(onAnswer.status).toBe(405);
    expect(onAnswer.headers.get("allow")).toContain("POST");
    expect(existsSync(path.join(dirs[1]?.dir ?? "", "shared-images"))).toBe(false);
    expect((await fetch(`${off.url}/shared-images/${"A".repeat(22)}.jpg`)).status).toBe(404);
  });
});
