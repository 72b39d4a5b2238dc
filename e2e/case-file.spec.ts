import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  englishReport,
  jpegBytes,
  rawEntries,
  rawZip,
  rewriteZip,
  sampleCase,
} from "#app/tools/case-file/fixtures/bundles.ts";
import { makeBundle } from "#app/tools/case-file/logic/bundle.ts";
import type { CaseItem, EvidenceFile } from "#app/tools/case-file/logic/case.ts";
import { AUTHORITY, AUTHORITY_ROOT, REFUSING_AUTHORITY } from "./authorities.ts";
import { seriousViolations } from "./axe.ts";
import { LANGS, type Lang, openHydrated, text } from "./locales.ts";
import { deviceOf, screenshotLook, testEachLook } from "./looks.ts";
import { cspViolations, layoutShift } from "./page-checks.ts";

const DECODER = `/tools/timestamp-decoder?value=1700000000&zone=UTC`;
const CONVERTER =
  "/tools/time-zone-converter?time=2026-07-01T09:00&from=Europe/Paris&to=Asia/Ho_Chi_Minh,UTC";
const PHOTO = { name: "flood.jpg", mimeType: "image/jpeg", buffer: Buffer.from(jpegBytes(64, 48)) };

const addButton = (page: Page, lang: Lang) =>
  page.getByRole("button", { name: text(lang, "common:actions.addToCase") });

/** Adds the page's result through the dialog: to a new case named `name`, or to the case already chosen. */
async function addToCase(page: Page, lang: Lang, name?: string) {
  await addButton(page, lang).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: text(lang, "case_file:add.title") })).toBeVisible();
  if (name) {
    // An empty name is refused on the field, and nothing is added.
    await dialog.getByRole("button", { name: text(lang, "case_file:add.submit") }).click();
    await expect(dialog.getByText(text(lang, "case_file:nameErrors.empty"))).toBeVisible();
    await dialog.getByLabel(text(lang, "case_file:add.newName")).fill(name);
  }
  await dialog.getByRole("button", { name: text(lang, "case_file:add.submit") }).click();
  await expect(dialog.getByRole("link", { name: text(lang, "case_file:add.open") })).toBeVisible();
  await dialog.getByRole("button", { name: text(lang, "case_file:add.close") }).click();
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened the dialog.
  await expect(addButton(page, lang).first()).toBeFocused();
}

async function verify(page: Page, lang: Lang, file: string) {
  await openHydrated(page, `/${lang}/tools/case-file/verify`);
  await page.getByLabel(text(lang, "case_file:verify.choose")).setInputFiles(file);
  return page.getByTestId("verdict");
}

/** The save dialog, where Chromium would show one: the file it answers is in the origin-private file system. */
function pickIntoPrivateFiles() {
  Object.assign(window, {
    showSaveFilePicker: async ({ suggestedName }: { suggestedName: string }) => {
      const root = await navigator.storage.getDirectory();
      localStorage.setItem("picked", suggestedName);
      return root.getFileHandle(`picked-${suggestedName}`, { create: true });
    },
  });
}

/** What the picked file holds, in base64. */
async function readPicked() {
  const root = await navigator.storage.getDirectory();
  const name = localStorage.getItem("picked") ?? "";
  const bytes = new Uint8Array(
    await (await (await root.getFileHandle(`picked-${name}`)).getFile()).arrayBuffer(),
  );
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Counts the writable streams the page opens, kept in localStorage across the pages of a test. */
function countWritables() {
  const open = FileSystemFileHandle.prototype.createWritable;
  FileSystemFileHandle.prototype.createWritable = function (...options) {
    localStorage.setItem("writables", String(Number(localStorage.getItem("writables") ?? 0) + 1));
    return open.apply(this, options);
  };
}

/** What the case file's folder of the origin-private file system holds (one small file), byte by byte. */
async function readStoredFile() {
  const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle("case-file");
  const files: Blob[] = [];
  for await (const handle of (
    folder as unknown as { values(): AsyncIterable<FileSystemFileHandle> }
  ).values())
    files.push(await handle.getFile());
  if (files.length !== 1) throw new Error(`${files.length} files stored, not one`);
  return Array.from(new Uint8Array(await (files[0] as Blob).arrayBuffer()));
}

/** Writes `zip` rewritten by `change` (see rewriteZip) to a file of the test's output. */
async function tamper(file: string, zip: Blob, change: Parameters<typeof rewriteZip>[1]): Promise<string> {
  await writeFile(file, Buffer.from(await (await rewriteZip(zip, change)).arrayBuffer()));
  return file;
}

for (const lang of LANGS) {
  test(`a case from three tools in ${lang}: export, verify, tamper, verify again, import`, async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    // Cases, manifests and time stamps are read through zod: none of it may trip the site's CSP.
    const violations = await cspViolations(page);
    await page.addInitScript(countWritables);
    if (lang === "en") await page.addInitScript(pickIntoPrivateFiles);
    // Without a save dialog (Firefox, Safari): the bundle goes through the origin-private file system.
    else await page.addInitScript(() => Reflect.deleteProperty(window, "showSaveFilePicker"));
    const name = `Flood ${lang} ${Date.now()}`;

    await openHydrated(page, `/${lang}${DECODER}`);
    await addToCase(page, lang, name);

    await openHydrated(page, `/${lang}${CONVERTER}`);
    await addToCase(page, lang);

    await openHydrated(page, `/${lang}/tools/image-inspector`);
    await page.getByLabel(text(lang, "image_inspector:input.choose")).setInputFiles(PHOTO);
    await expect(page.getByTestId("inspection-report")).toBeVisible({ timeout: 30_000 });
    await addToCase(page, lang);

    // The case lists its three items in the order they were added, the photo with its SHA-256.
    await openHydrated(page, `/${lang}/tools/case-file`);
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    const items = page
      .getByRole("heading", { level: 2, name: text(lang, "case_file:case.items") })
      .locator("..")
      .getByRole("listitem");
    await expect(items.filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(3);
    await expect(page.getByText(/SHA-256 [0-9a-f]{64}/)).toHaveCount(1);
    // The photo as stored, hashed and copied from one read in the worker (the page opened no writable
    // stream, as the two-pass fallback would): the same bytes, and the SHA-256 the case shows is theirs.
    const shown = (await page.getByText(/SHA-256 [0-9a-f]{64}/).textContent())?.match(/[0-9a-f]{64}/)?.[0];
    expect(await page.evaluate(() => localStorage.getItem("writables"))).toBeNull();
    const stored = Buffer.from(await page.evaluate(readStoredFile));
    expect(stored.equals(PHOTO.buffer)).toBe(true);
    expect(shown).toBe(createHash("sha256").update(stored).digest("hex"));
    await page
      .getByLabel(text(lang, "case_file:case.claim"))
      .fill("Cette photo montre Hà Nội le 12 novembre.");
    await page.getByLabel(text(lang, "case_file:case.status")).selectOption("misleading");
    await expect(page.getByTestId("fingerprint")).toHaveText(/^[0-9a-f]{4}( [0-9a-f]{4}){7}$/);
    await expect(page.getByTestId("storage-usage")).toBeVisible();

    // Export, with time stamps (the site's own, and the two stand-in authorities', one of which refuses),
    // streamed to a file: in English through the save dialog (a picker that answers with a file of the
    // origin-private file system, as a person picking a file would), in French and Vietnamese, as in a
    // browser without one, to that file system then a download.
    const authorities = new Intl.ListFormat(lang, { type: "conjunction" }).format([
      AUTHORITY,
      REFUSING_AUTHORITY,
    ]);
    await page.getByLabel(text(lang, "case_file:export.timestampAuthorities", { authorities })).check();
    const bundle = info.outputPath("case.zip");
    if (lang === "en") {
      await page.getByRole("button", { name: text(lang, "case_file:export.button") }).click();
      await expect(page.getByText(text(lang, "case_file:export.stamped"))).toBeVisible({ timeout: 20_000 });
      await writeFile(bundle, Buffer.from(await page.evaluate(readPicked), "base64"));
    } else {
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: text(lang, "case_file:export.button") }).click();
      await (await downloading).saveAs(bundle);
      await expect(page.getByText(text(lang, "case_file:export.stamped"))).toBeVisible({ timeout: 20_000 });
    }
    // The authority that answered stamped the bundle; the one that refused is named, and the bundle
    // was made all the same.
    const stamps = page.getByTestId("authority-stamp");
    await expect(stamps).toHaveCount(2);
    await expect(stamps.nth(0)).toContainText(AUTHORITY);
    await expect(stamps.nth(1)).toHaveText(
      text(lang, "case_file:export.authorityFailed.refused", { authority: REFUSING_AUTHORITY }),
    );
    const fingerprint = await page.getByTestId("fingerprint").textContent();
    // The export opened the one writable stream counted (so none opened before was missed).
    expect(await page.evaluate(() => localStorage.getItem("writables"))).toBe("1");

    // Verified: intact, signed by this browser's key, time-stamped by the site (its own statement,
    // labelled as such) and by the independent authority, whose root this site trusts.
    let verdict = await verify(page, lang, bundle);
    await expect(verdict.getByRole("heading", { name: text(lang, "case_file:verify.intact") })).toBeFocused();
    await expect(page.getByTestId("signature")).toContainText(fingerprint ?? "missing");
    await expect(page.getByTestId("timestamp")).toContainText("127.0.0.1");
    const authority = page.getByTestId("authority");
    await expect(authority).toHaveCount(1);
    await expect(authority).toContainText(`(${AUTHORITY})`);
    await expect(authority).toContainText(
      text(lang, "case_file:verify.authority.rootTrusted", { root: AUTHORITY_ROOT }),
    );
    await expect(page.getByTestId("verified-item")).toHaveCount(3);

    // One byte of the photo changed: refused, that item named as not matching, the others intact.
    const zip = new Blob([await readFile(bundle)]);
    const tampered = await tamper(info.outputPath("tampered.zip"), zip, (path, bytes) => {
      if (!path.endsWith("flood.jpg")) return bytes;
      const copy = bytes.slice();
      copy[copy.length - 10] = (copy[copy.length - 10] ?? 0) ^ 1;
      return copy;
    });
    verdict = await verify(page, lang, tampered);
    await expect(
      verdict.getByRole("heading", { name: text(lang, "case_file:verify.notIntact") }),
    ).toBeVisible();
    await expect(page.getByTestId("verified-item").nth(2)).toContainText(
      text(lang, "case_file:verify.itemChanged"),
    );
    await expect(page.getByTestId("verified-item").nth(2)).toContainText(
      text(lang, "case_file:verify.fileProblems.changed"),
    );
    await expect(page.getByTestId("verified-item").nth(0)).toContainText(
      text(lang, "case_file:verify.itemIntact"),
    );

    // The photo removed: that item named, the file said to be missing.
    verdict = await verify(
      page,
      lang,
      await tamper(info.outputPath("removed.zip"), zip, (path, bytes) =>
        path.endsWith("flood.jpg") ? null : bytes,
      ),
    );
    await expect(
      verdict.getByRole("heading", { name: text(lang, "case_file:verify.notIntact") }),
    ).toBeVisible();
    await expect(page.getByTestId("verified-item").nth(2)).toContainText(
      text(lang, "case_file:verify.fileProblems.missing"),
    );

    // Signed again by another key, passed off as this one: the signature does not match.
    const otherKey = (await (await sampleCase(1)).sign(new Uint8Array())).publicKey;
    verdict = await verify(
      page,
      lang,
      await tamper(info.outputPath("wrong-key.zip"), zip, (path, bytes) => {
        if (path !== "signature.json") return bytes;
        const mine = JSON.parse(new TextDecoder().decode(bytes));
        return new TextEncoder().encode(JSON.stringify({ ...mine, publicKey: otherKey }));
      }),
    );
    await expect(
      verdict.getByRole("heading", { name: text(lang, "case_file:verify.notIntact") }),
    ).toBeVisible();
    await expect(page.getByTestId("signature")).toContainText(
      text(lang, "case_file:verify.signature.mismatch"),
    );

    // The time stamp's time moved a year back: its signature no longer matches.
    verdict = await verify(
      page,
      lang,
      await tamper(info.outputPath("forged-time.zip"), zip, (path, bytes) => {
        if (path !== "timestamp.json") return bytes;
        const stamp = JSON.parse(new TextDecoder().decode(bytes));
        const time = new Date(Date.parse(stamp.statement.time) - 365 * 86_400_000).toISOString();
        return new TextEncoder().encode(
          JSON.stringify({ ...stamp, statement: { ...stamp.statement, time } }),
        );
      }),
    );
    await expect(
      verdict.getByRole("heading", { name: text(lang, "case_file:verify.notIntact") }),
    ).toBeVisible();
    await expect(page.getByTestId("timestamp")).toContainText(
      text(lang, "case_file:verify.timestamp.problems.bad-signature"),
    );

    // A file that is not a bundle: a clear reason on the field.
    await page
      .getByLabel(text(lang, "case_file:verify.choose"))
      .setInputFiles({ name: "x.zip", mimeType: "application/zip", buffer: Buffer.from("no zip") });
    await expect(page.getByText(text(lang, "case_file:verify.problems.not-a-zip"))).toBeVisible();

    // Import: the tampered bundle is refused, the real one becomes a second case with its three items.
    await openHydrated(page, `/${lang}/tools/case-file`);
    await page.getByLabel(text(lang, "case_file:import.label")).setInputFiles(tampered);
    await expect(page.getByText(text(lang, "case_file:import.problems.not-intact"))).toBeVisible();
    await page.getByLabel(text(lang, "case_file:import.label")).setInputFiles(bundle);
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(page.getByLabel(text(lang, "case_file:case.claim"))).toHaveValue(
      "Cette photo montre Hà Nội le 12 novembre.",
    );
    await openHydrated(page, `/${lang}/tools/case-file`);
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(2);
    expect(violations).toEqual([]);
  });
}

test("a case opened from the list takes the focus to its name; opened by its address, the focus stays put", async ({
  page,
}) => {
  await openHydrated(page, "/vi/tools/case-file");
  await page.getByLabel(text("vi", "case_file:create.label")).fill("Ảnh lũ ở Huế");
  await page.getByRole("button", { name: text("vi", "case_file:create.button") }).click();
  const link = page.getByRole("link", { name: "Ảnh lũ ở Huế", exact: true });
  await link.focus();
  await page.keyboard.press("Enter");
  const name = page.getByRole("heading", { level: 2, name: "Ảnh lũ ở Huế" });
  await expect(name).toBeFocused();
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(name).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

test("renaming and deleting a case, with confirmation, by keyboard", async ({ page }) => {
  await openHydrated(page, "/fr/tools/case-file");
  const field = page.getByLabel(text("fr", "case_file:create.label"));
  await page.getByRole("button", { name: text("fr", "case_file:create.button") }).click();
  await expect(page.getByText(text("fr", "case_file:nameErrors.empty"))).toBeVisible();
  await field.fill("Vidéo du pont");
  await field.press("Enter");
  await expect(page.getByRole("link", { name: "Vidéo du pont", exact: true })).toBeVisible();

  await page.getByRole("button", { name: `${text("fr", "case_file:list.rename")} “Vidéo du pont”` }).click();
  const rename = page.getByLabel(text("fr", "case_file:rename.label", { name: "Vidéo du pont" }));
  await expect(rename).toBeFocused();
  await rename.fill("Vidéo du pont, Đà Nẵng");
  await rename.press("Enter");
  await expect(page.getByRole("link", { name: "Vidéo du pont, Đà Nẵng", exact: true })).toBeVisible();

  await page
    .getByRole("button", { name: `${text("fr", "case_file:list.delete")} “Vidéo du pont, Đà Nẵng”` })
    .click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    text("fr", "case_file:delete.title", { name: "Vidéo du pont, Đà Nẵng" }),
  );
  // Escape keeps the case; the confirm button deletes it.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Vidéo du pont, Đà Nẵng", exact: true })).toBeVisible();
  await page
    .getByRole("button", { name: `${text("fr", "case_file:list.delete")} “Vidéo du pont, Đà Nẵng”` })
    .click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: text("fr", "case_file:delete.confirm") })
    .click();
  await expect(page.getByRole("link", { name: "Vidéo du pont, Đà Nẵng", exact: true })).toHaveCount(0);
});

test("axe finds no serious violation on the case, the dialog and the verify page", async ({ page }) => {
  test.setTimeout(90_000);
  await openHydrated(page, `/vi${DECODER}`);
  await addButton(page, "vi").click();
  await expect(page.getByRole("dialog").getByLabel(text("vi", "case_file:add.newName"))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("dialog").getByLabel(text("vi", "case_file:add.newName")).fill("Hồ sơ axe");
  await page
    .getByRole("dialog")
    .getByRole("button", { name: text("vi", "case_file:add.submit") })
    .click();
  await page.getByRole("link", { name: text("vi", "case_file:add.open") }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Hồ sơ axe" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await openHydrated(page, "/vi/tools/case-file/verify");
  expect(await seriousViolations(page)).toEqual([]);
});

testEachLook("screenshot of a case", async ({ page }, look) => {
  test.setTimeout(90_000);
  await page.addInitScript(pickIntoPrivateFiles);
  await openHydrated(page, `/${look.lang}${DECODER}`);
  await addButton(page, look.lang).click();
  const dialog = page.getByRole("dialog");
  await dialog
    .getByLabel(text(look.lang, "case_file:add.newName"))
    .fill(text(look.lang, "case_file:create.placeholder"));
  await dialog.getByLabel(text(look.lang, "case_file:add.note")).fill("1700000000 = 14/11/2023");
  await screenshotLook(page, "case-file-add", look);
  await dialog.getByRole("button", { name: text(look.lang, "case_file:add.submit") }).click();
  await page.getByRole("link", { name: text(look.lang, "case_file:add.open") }).click();
  await expect(page.getByTestId("fingerprint")).toHaveText(/[0-9a-f]{4}/);
  // The item's remove button stays in its header, top right beside the kind and title, not on a row of
  // its own under the date; named, and outlined when focused.
  const remove = page.getByRole("button", {
    name: text(look.lang, "case_file:colon", { label: text(look.lang, "case_file:case.remove") }),
  });
  const card = page.getByRole("listitem").filter({ has: remove });
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error("not shown");
    return found;
  };
  const removeBox = await box(remove);
  const cardBox = await box(card);
  const kindBox = await box(card.locator("p").first());
  const dateBox = await box(card.getByText(/\d{2}:\d{2}:\d{2}/).first());
  expect(removeBox.y).toBeLessThan(kindBox.y + kindBox.height);
  expect(removeBox.y + removeBox.height).toBeLessThanOrEqual(dateBox.y + dateBox.height);
  expect(removeBox.x).toBeGreaterThanOrEqual(kindBox.x + kindBox.width);
  expect(removeBox.x + removeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  expect(cardBox.x + cardBox.width - (removeBox.x + removeBox.width)).toBeLessThan(32);
  // Reached by keyboard, as the site's focus outline is drawn.
  await remove.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(remove).toBeFocused();
  expect(await remove.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
  await remove.blur();
  await screenshotLook(page, "case-file", look);
  // Exported with time stamps: what each authority did, said under the button.
  const authorities = new Intl.ListFormat(look.lang, { type: "conjunction" }).format([
    AUTHORITY,
    REFUSING_AUTHORITY,
  ]);
  await page.getByLabel(text(look.lang, "case_file:export.timestampAuthorities", { authorities })).check();
  await page.getByRole("button", { name: text(look.lang, "case_file:export.button") }).click();
  await expect(page.getByTestId("authority-stamp")).toHaveCount(2, { timeout: 20_000 });
  await screenshotLook(page, "case-file-exported", look);
  // The panel alone, to read at its size.
  await page.getByRole("region", { name: text(look.lang, "case_file:export.heading") }).screenshot({
    path: `e2e/screenshots/case-file-export-panel-${look.lang}-${deviceOf(look)}-${look.scheme}.png`,
  });
  // The list, with the import panel's drop area under it.
  await openHydrated(page, `/${look.lang}/tools/case-file`);
  await expect(page.getByLabel(text(look.lang, "case_file:import.label"))).toBeAttached();
  await screenshotLook(page, "case-file-list", look);
});

testEachLook("screenshot of the verify page", async ({ page, baseURL }, look) => {
  test.setTimeout(90_000);
  // A bundle made by the case file's own code, time-stamped through this site (its own stamp, and the
  // stand-in authority's token), one photo changed: the verdict names it.
  const sample = await sampleCase(3);
  const ask = async (path: string, sha256: string) =>
    (
      await fetch(`${baseURL}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sha256 }),
      })
    ).json();
  const made = await makeBundle({
    ...sample,
    exportedAt: "2026-11-26T12:00:00.000Z",
    report: englishReport,
    timestamp: (sha256) => ask("/api/timestamps", sha256),
    authorityStamps: async (sha256) => {
      const { authorities } = await ask("/api/timestamps/authorities", sha256);
      const [stamp] = authorities;
      return [
        {
          authority: stamp.name,
          token: new Uint8Array(Buffer.from(stamp.token, "base64")),
          chain: stamp.chain,
        },
      ];
    },
  });
  const changed = await rewriteZip(made.zip, (path, bytes) => {
    if (path !== "files/03-item0002/photo.jpg") return bytes;
    const copy = bytes.slice();
    copy[100] = (copy[100] ?? 0) ^ 1;
    return copy;
  });
  await openHydrated(page, `/${look.lang}/tools/case-file/verify`);
  await page.getByLabel(text(look.lang, "case_file:verify.choose")).setInputFiles({
    name: "case.zip",
    mimeType: "application/zip",
    buffer: Buffer.from(await changed.arrayBuffer()),
  });
  await expect(page.getByTestId("verified-item")).toHaveCount(3);
  await expect(
    page.getByRole("heading", { name: text(look.lang, "case_file:verify.notIntact") }),
  ).toBeFocused();
  await expect(page.getByTestId("authority")).toContainText(
    text(look.lang, "case_file:verify.authority.rootTrusted", { root: AUTHORITY_ROOT }),
  );
  await screenshotLook(page, "case-file-verify", look);
});

/** Drops `file` on the picker, as a browser does: a `drop` event carrying it in a DataTransfer. */
async function dropFile(page: Page, target: string, file: { name: string; type: string; base64: string }) {
  const transfer = await page.evaluateHandle(({ name, type, base64 }) => {
    const data = new DataTransfer();
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    data.items.add(new File([bytes], name, { type }));
    return data;
  }, file);
  await page.getByText(target).dispatchEvent("drop", { dataTransfer: transfer });
}

test("a bundle dropped on the verify page is checked; a file of another kind is refused at the field", async ({
  page,
}) => {
  const sample = await sampleCase(2);
  const made = await makeBundle({ ...sample, exportedAt: "2026-11-26T12:00:00.000Z", report: englishReport });
  await openHydrated(page, "/vi/tools/case-file/verify");
  const drop = text("vi", "case_file:verify.drop");

  await dropFile(page, drop, {
    name: "ghi-chu.txt",
    type: "text/plain",
    base64: Buffer.from("không phải ZIP").toString("base64"),
  });
  await expect(page.getByRole("alert")).toHaveText(text("vi", "case_file:verify.problems.not-a-zip"));
  await expect(page.getByLabel(text("vi", "case_file:verify.choose"))).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.getByTestId("verdict")).toHaveCount(0);

  const base64 = Buffer.from(await made.zip.arrayBuffer()).toString("base64");
  await dropFile(page, drop, { name: "ho-so.zip", type: "application/zip", base64 });
  await expect(page.getByRole("heading", { name: text("vi", "case_file:verify.intact") })).toBeFocused();
  await expect(page.getByTestId("verified-item")).toHaveCount(2);
  await expect(page.getByRole("alert")).toHaveCount(0);

  // Another file of the wrong kind: refused, and the last bundle's verdict is not left under it.
  await dropFile(page, drop, { name: "anh.png", type: "image/png", base64: "iVBORw0KGgo=" });
  await expect(page.getByRole("alert")).toHaveText(text("vi", "case_file:verify.problems.not-a-zip"));
  await expect(page.getByTestId("verdict")).toHaveCount(0);
});

for (const lang of LANGS) {
  test(`a hostile bundle in ${lang}: refused with its reason, and no import reaches another case`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const sample = await sampleCase(2);
    const entries = await rawEntries(
      (await makeBundle({ ...sample, exportedAt: "2026-11-26T12:00:00.000Z", report: englishReport })).zip,
    );
    const save = async (name: string, zip: Blob) => {
      const file = info.outputPath(name);
      await writeFile(file, Buffer.from(await zip.arrayBuffer()));
      return file;
    };

    // The photo twice, and a name that climbs out of the folder: each refused with its own reason.
    const photo = entries.find((entry) => entry.name.endsWith("photo.jpg"));
    const twice = await save(
      "twice.zip",
      rawZip([...entries, { name: photo?.name ?? "", data: new Uint8Array(4) }]),
    );
    await verify(page, lang, twice);
    await expect(page.getByRole("alert")).toHaveText(
      text(lang, "case_file:verify.problems.duplicate-name", { path: photo?.name ?? "" }),
    );
    await expect(page.getByTestId("verdict")).toHaveCount(0);
    const climbing = await save(
      "climbing.zip",
      rawZip([...entries, { name: "../../.bashrc", data: new Uint8Array(4) }]),
    );
    await verify(page, lang, climbing);
    await expect(page.getByRole("alert")).toHaveText(
      text(lang, "case_file:verify.problems.unsafe-name", { path: "../../.bashrc" }),
    );

    // Two signed bundles: the second under a new case id, reusing the first one's item ids, with
    // another photo. Both import; the first case's photo and its hash are what they were.
    const bundleOf = async (caseId: string, label: string, picture: Uint8Array<ArrayBuffer>) => {
      const sha256 = createHash("sha256").update(picture).digest("hex");
      const items = sample.items.map((item, index) =>
        index === 0
          ? { ...item, files: [{ ...(item.files[0] as EvidenceFile), size: picture.length, sha256 }] }
          : item,
      );
      const files = async (item: CaseItem) =>
        item.id === items[0]?.id ? [new Blob([picture], { type: "image/jpeg" })] : sample.files(item);
      const name = `${label} ${lang}`;
      const made = await makeBundle({
        record: { ...sample.record, id: caseId, name },
        items,
        files,
        exportedAt: "2026-11-26T12:00:00.000Z",
        report: englishReport,
        sign: sample.sign,
      });
      return { file: await save(`${caseId}.zip`, made.zip), sha256, name };
    };
    const suffix = { en: "a1", fr: "a2", vi: "a3" }[lang];
    const first = await bundleOf(
      `c0ffee00-0000-4000-8000-0000000000${suffix}`,
      "Earlier case",
      jpegBytes(40, 30),
    );
    const second = await bundleOf(
      `c0ffee00-0000-4000-8000-0000000001${suffix}`,
      "Stranger's case",
      jpegBytes(41, 30),
    );
    await openHydrated(page, `/${lang}/tools/case-file`);
    await page.getByLabel(text(lang, "case_file:import.label")).setInputFiles(first.file);
    await expect(page.getByRole("heading", { level: 2, name: first.name })).toBeVisible();
    await openHydrated(page, `/${lang}/tools/case-file`);
    await page.getByLabel(text(lang, "case_file:import.label")).setInputFiles(second.file);
    await expect(page.getByRole("heading", { level: 2, name: second.name })).toBeVisible();
    await expect(page.getByText(`SHA-256 ${second.sha256}`)).toBeVisible();
    await openHydrated(page, `/${lang}/tools/case-file`);
    await page.getByRole("link", { name: first.name, exact: true }).click();
    await expect(page.getByText(`SHA-256 ${first.sha256}`)).toBeVisible();
    // The stored bytes too: both photos are in the browser's files, neither written over the other.
    const stored = await page.evaluate(async () => {
      const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle("case-file");
      const hashes: string[] = [];
      for await (const handle of (
        folder as unknown as { values(): AsyncIterable<FileSystemFileHandle> }
      ).values()) {
        const digest = await crypto.subtle.digest("SHA-256", await (await handle.getFile()).arrayBuffer());
        hashes.push(
          Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join(""),
        );
      }
      return hashes;
    });
    expect(stored).toContain(first.sha256);
    expect(stored).toContain(second.sha256);
  });
}

test("a long bundle lists its first 100 items and every one that does not match; the rest on request", async ({
  page,
}, info) => {
  const sample = await sampleCase(150);
  const made = await makeBundle({ ...sample, exportedAt: "2026-11-26T12:00:00.000Z", report: englishReport });
  // Item 141's photo changed: listed although it is past the first 100.
  const file = await tamper(info.outputPath("long.zip"), made.zip, (path, bytes) => {
    if (!path.startsWith("files/141-")) return bytes;
    const copy = bytes.slice();
    copy[100] = (copy[100] ?? 0) ^ 1;
    return copy;
  });
  await verify(page, "en", file);
  await expect(page.getByTestId("verified-item")).toHaveCount(101);
  await expect(page.getByTestId("verified-item").last()).toContainText("141. Item 141");
  await page
    .getByRole("button", { name: text("en", "case_file:verify.showAll", { total: "150", hidden: "49" }) })
    .click();
  await expect(page.getByTestId("verified-item")).toHaveCount(150);
});

test("the list reads the cases without making the database, and follows a case made in another tab", async ({
  page,
  context,
}) => {
  await openHydrated(page, "/en/tools/case-file");
  await expect(page.getByText(text("en", "case_file:list.empty"))).toBeVisible();
  await expect(page.getByText(text("en", "case_file:key.notYet"))).toBeVisible();
  // A first visit leaves no database: the storage makes it, with its schema, at the first write.
  const databases = () => page.evaluate(async () => (await indexedDB.databases()).map(({ name }) => name));
  expect(await databases()).toEqual([]);

  const other = await context.newPage();
  await openHydrated(other, "/en/tools/case-file");
  await other.getByLabel(text("en", "case_file:create.label")).fill("Made in another tab");
  await other.getByRole("button", { name: text("en", "case_file:create.button") }).click();
  await expect(page.getByRole("link", { name: "Made in another tab", exact: true })).toBeVisible();
  await expect(page.getByText(text("en", "case_file:list.items_other", { count: 0 }))).toBeVisible();
  expect(await databases()).toEqual(["veritools-case-file"]);
});

for (const width of [1280, 375]) {
  test(`the case page does not shift when its cases arrive, ${width} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, "/en/tools/case-file");
    await expect(
      page.getByRole("heading", { level: 2, name: text("en", "case_file:list.heading") }),
    ).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  });
}
