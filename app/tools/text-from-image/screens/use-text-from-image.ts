import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { type HandOffState, useHandOff } from "#app/lib/hand-off/use-hand-off.ts";
import type { Evidence } from "#app/tools/case-file/public.ts";
import {
  isOcrLanguage,
  linesOf,
  type OcrLanguage,
  ocrLanguageFor,
  type ReadLine,
  textOf,
} from "../logic/lines.ts";
import type { OcrProgress } from "../state/ocr-engine.ts";

/**
 * Images past this size are refused before decoding (a phone screenshot is 1–5 MB). In decimal megabytes,
 * the unit the page writes the limit in (formatBytes).
 */
export const MAX_BYTES = 50_000_000;

export type InputError = "not_image" | "too_large" | "unreadable";

/**
 * Why a reading failed, each written by its own key (status.failedEngine…); the browser's error text
 * is English and never shown. "read" is the generic one: Tesseract failed on the image.
 */
export type ReadFailure = "engine" | "wasm" | "image" | "read";

export type Status =
  | { state: "idle" }
  | { state: "reading"; progress: OcrProgress }
  | { state: "done"; inverted: boolean; seconds: number }
  | { state: "failed"; failure: ReadFailure };

export interface Chosen {
  file: Blob;
  name: string;
  /** An object URL for showing the image, revoked when another replaces it. */
  src: string;
  width: number;
  height: number;
  /** The tool that handed the image over (image-inspector, video-inspector), if one did. */
  from?: string;
}

/**
 * The page's state: the image (chosen, dropped, pasted or handed off by another tool), the OCR
 * language (from the page's, kept in the address as ?ocr=), pre-processing on or off, the reading and
 * its lines, and the text as the person corrects it.
 */
export function useTextFromImage(pageLanguage: string) {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get("ocr");
  const [language, setLanguageState] = useState<OcrLanguage>(
    isOcrLanguage(fromAddress) ? fromAddress : ocrLanguageFor(pageLanguage),
  );
  const [enhance, setEnhance] = useState(true);
  const [chosen, setChosen] = useState<Chosen>();
  const [inputError, setInputError] = useState<InputError>();
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const [lines, setLines] = useState<ReadLine[]>([]);
  const [text, setText] = useState("");
  const run = useRef(0);

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.src) : undefined), [chosen]);

  const read = useCallback(async (image: Chosen, readIn: OcrLanguage, withEnhance: boolean) => {
    const id = ++run.current;
    setStatus({ state: "reading", progress: { stage: "loading", share: 0 } });
    const started = performance.now();
    // The step under way when an error comes, which says what failed.
    let failure: ReadFailure = "engine";
    try {
      const [{ prepareImage }, { loadEngine, recognize, WORKER_COUNT }] = await Promise.all([
        import("../state/prepare-image.ts"),
        import("../state/ocr-engine.ts"),
      ]);
      failure = "image";
      const prepared = await prepareImage(image.file, withEnhance, WORKER_COUNT);
      // Where the time goes, for `npm run bench:ocr`: decoding and pre-processing, then Tesseract.
      const preparedAt = performance.now();
      performance.measure("ocr:prepare", { start: started, end: preparedAt });
      failure = "engine";
      await loadEngine(readIn);
      failure = "read";
      const results = await recognize(prepared.strips, readIn, (progress) => {
        if (run.current === id) setStatus({ state: "reading", progress });
      });
      performance.measure("ocr:recognize", { start: preparedAt });
      if (run.current !== id) return;
      const found = results.flatMap(({ result, top }) => linesOf(result, prepared.scale, top));
      setLines(found);
      setText(textOf(found));
      setStatus({
        state: "done",
        inverted: prepared.inverted,
        seconds: (performance.now() - started) / 1000,
      });
    } catch {
      // Tesseract's core is WebAssembly: without it (absent, or turned off) no engine can start.
      if (failure === "engine" && typeof WebAssembly === "undefined") failure = "wasm";
      if (run.current === id) setStatus({ state: "failed", failure });
    }
  }, []);

  /** Takes a file from any way in; a file that is no readable image changes nothing but the message. */
  const choose = useCallback(
    async (file: Blob, name: string, from?: string) => {
      if (file.size > MAX_BYTES) return setInputError("too_large");
      if (file.type !== "" && !file.type.startsWith("image/")) return setInputError("not_image");
      let size: { width: number; height: number };
      try {
        const { decodeImage } = await import("../state/prepare-image.ts");
        const bitmap = await decodeImage(file);
        size = { width: bitmap.width, height: bitmap.height };
        bitmap.close();
      } catch {
        return setInputError("unreadable");
      }
      setInputError(undefined);
      const image = { file, name, from, src: URL.createObjectURL(file), ...size };
      setChosen(image);
      setLines([]);
      setText("");
      void read(image, language, enhance);
    },
    [read, language, enhance],
  );

  const handOff: HandOffState = useHandOff((item) => {
    if (item.kind === "file") void choose(item.file, item.file.name, item.from);
  });

  const setLanguage = (next: OcrLanguage) => {
    setLanguageState(next);
    setParams(
      (current) => {
        current.set("ocr", next);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return {
    language,
    setLanguage,
    enhance,
    setEnhance,
    chosen,
    choose,
    inputError,
    status,
    lines,
    text,
    setText,
    handOff,
    /** For "Add to case": the image as a file, the text as corrected, its lines, where the image came from. */
    evidence: chosen
      ? (): Evidence => ({
          kind: "text-from-image",
          title: chosen.name,
          result: { text, language, lines, ...(chosen.from ? { source: chosen.from } : {}) },
          files: [new File([chosen.file], chosen.name, { type: chosen.file.type })],
        })
      : undefined,
    /** Reads the chosen image again, with the language and pre-processing now set. */
    readAgain: () => chosen && read(chosen, language, enhance),
  };
}
