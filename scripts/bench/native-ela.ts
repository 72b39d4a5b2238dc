// Error level analysis by native tools, to set beside the site's: libjpeg-turbo's own `djpeg` and
// `cjpeg` (Debian's libjpeg-turbo-progs) decoding the photo, saving it again at the quality and decoding
// that (one pipe, so the three run side by side as a shell would run them), then the difference of the
// two decoded pictures; or ImageMagick doing the same. Undefined when neither is installed.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { cpuWithChildren } from "./processes.ts";

export interface NativeEla {
  /** What ran, for the bench's line. */
  tool: string;
  /** Runs the whole analysis once on the photo; returns the CPU milliseconds it took, the tools' and Node's. */
  run(): number;
  remove(): void;
}

function installed(command: string, versionArgs: string[], says: RegExp): boolean {
  const result = spawnSync(command, versionArgs, { encoding: "utf8" });
  return !result.error && says.test(`${result.stdout}${result.stderr}`);
}

/** The pixels of a binary PPM (P6, 8 bits), as djpeg and ImageMagick write it. */
function ppmPixels(bytes: Buffer): Buffer {
  // Header: P6, width, height, maximum, each after white space; the pixels follow one more.
  let fields = 0;
  let at = 0;
  while (fields < 4) {
    while (/\s/.test(String.fromCharCode(bytes[at] as number))) at++;
    while (!/\s/.test(String.fromCharCode(bytes[at] as number))) at++;
    fields++;
  }
  return bytes.subarray(at + 1);
}

/** The absolute difference of two decoded pictures' bytes (the analysis's last step). */
function difference(a: Buffer, b: Buffer): Uint8Array {
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = Math.abs((a[i] as number) - (b[i] as number));
  return out;
}

/** `steps`, then the difference of the two decoded pictures; the CPU milliseconds of it all. */
function timed(steps: () => void, original: string, again: string): number {
  const before = cpuWithChildren();
  steps();
  difference(ppmPixels(readFileSync(original)), ppmPixels(readFileSync(again)));
  return cpuWithChildren() - before;
}

export function nativeEla(jpeg: Uint8Array, quality: number): NativeEla | undefined {
  const dir = mkdtempSync(path.join(os.tmpdir(), "veritools-ela-"));
  const photo = path.join(dir, "photo.jpg");
  const [original, again] = [path.join(dir, "original.ppm"), path.join(dir, "again.ppm")];
  writeFileSync(photo, jpeg);
  const remove = () => rmSync(dir, { recursive: true, force: true });
  if (
    installed("djpeg", ["-version"], /libjpeg-turbo/) &&
    installed("cjpeg", ["-version"], /libjpeg-turbo/)
  ) {
    return {
      tool: "djpeg | cjpeg | djpeg, difference in Node",
      run: () =>
        timed(
          () =>
            execFileSync("sh", [
              "-c",
              `djpeg -ppm "$1" | tee "$2" | cjpeg -quality ${quality} -sample 2x2 -dct int | djpeg -ppm > "$3"`,
              "sh",
              photo,
              original,
              again,
            ]),
          original,
          again,
        ),
      remove,
    };
  }
  for (const magick of ["magick", "convert"])
    if (installed(magick, ["-version"], /Version: ImageMagick/))
      return {
        tool: `ImageMagick's ${magick}, difference in Node`,
        run: () =>
          timed(
            () => {
              const resaved = path.join(dir, "again.jpg");
              execFileSync(magick, [
                photo,
                "-write",
                original,
                "-quality",
                String(quality),
                "-sampling-factor",
                "4:2:0",
                resaved,
              ]);
              execFileSync(magick, [resaved, again]);
            },
            original,
            again,
          ),
        remove,
      };
  remove();
  return undefined;
}
