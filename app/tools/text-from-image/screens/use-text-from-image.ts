import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { HAND_OFF_PARAM } from "#app/lib/hand-off/hand-off-param.ts";
import { type HandOffState, useHandOff } from "#app/lib/hand-off/use-hand-off.ts";
import type { Evidence } from "#app/tools/case-file/public.ts";
import { type Framing, type QuarterTurns, turned, UPRIGHT } from "../logic/framing.ts";
import {
  type Box,
  isOcrChoice,
  languagesOf,
  linesOf,
  type OcrChoice,
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
  | { state: "reading"; progress: OcrProgress | { stage: "orienting"; share: number } }
  /** `oriented`: the turns the automatic orientation chose, when it ran before this reading. */
  | { state: "done"; inverted: boolean; seconds: number; oriented?: QuarterTurns }
  | { state: "failed"; failure: ReadFailure };

export interface Chosen {
  file: Blob;
  name: string;
  /** An object URL of the image as shown and read (turned), revoked when another replaces it. */
  src: string;
  /** The size of the image as shown (turned). */
  width: number;
  height: number;
  framing: Framing;
  /** The tool that handed the image over (image-inspector, video-inspector), if one did. */
  from?: string;
}

/**
 * The page's state: the image (chosen, dropped, pasted or handed off by another tool), turned and
 * cropped as the person asks, the OCR languages (the three together unless one is chosen, kept in the
 * address as ?ocr=), pre-processing on or off, the reading and its lines, and the text as the person
 * corrects it.
 */
export function useTextFromImage(pageLanguage: string) {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get("ocr");
  const [choice, setChoiceState] = useState<OcrChoice>(isOcrChoice(fromAddress) ? fromAddress : "all");
  const [enhance, setEnhance] = useState(true);
  const [chosen, setChosen] = useState<Chosen>();
  const [inputError, setInputError] = useState<InputError>();
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const [lines, setLines] = useState<ReadLine[]>([]);
  const [text, setText] = useState("");
  const run = useRef(0);

  // The shown image's address changes with a turn, not with a crop.
  const src = chosen?.src;
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);

  const read = useCallback(
    async (image: Chosen, readIn: OcrChoice, withEnhance: boolean, oriented?: QuarterTurns) => {
      const id = ++run.current;
      setStatus({ state: "reading", progress: { stage: "loading", share: 0 } });
      setLines([]);
      setText("");
      const started = performance.now();
      const languages = languagesOf(readIn, pageLanguage);
      // The step under way when an error comes, which says what failed.
      let failure: ReadFailure = "engine";
      try {
        const [{ prepareImage }, { loadEngine, recognize, WORKER_COUNT }] = await Promise.all([
          import("../state/prepare-image.ts"),
          import("../state/ocr-engine.ts"),
        ]);
        failure = "image";
        const prepared = await prepareImage(image.file, {
          enhance: withEnhance,
          parts: WORKER_COUNT,
          framing: image.framing,
        });
        // Where the time goes, for `npm run bench:ocr`: decoding and pre-processing, then Tesseract.
        const preparedAt = performance.now();
        performance.measure("ocr:prepare", { start: started, end: preparedAt });
        failure = "engine";
        await loadEngine(languages);
        failure = "read";
        const results = await recognize(prepared.strips, languages, (progress) => {
          if (run.current === id) setStatus({ state: "reading", progress });
        });
        performance.measure("ocr:recognize", { start: preparedAt });
        if (run.current !== id) return;
        const found = results.flatMap(({ result, top }) =>
          linesOf(result, prepared.scale, top, prepared.part),
        );
        setLines(found);
        setText(textOf(found));
        setStatus({
          state: "done",
          inverted: prepared.inverted,
          seconds: (performance.now() - started) / 1000,
          oriented,
        });
      } catch {
        // Tesseract's core is WebAssembly: without it (absent, or turned off) no engine can start.
        if (failure === "engine" && typeof WebAssembly === "undefined") failure = "wasm";
        if (run.current === id) setStatus({ state: "failed", failure });
      }
    },
    [pageLanguage],
  );

  /** Drops a kept hand-off (address and stored file): the page has moved on to another image. */
  const releaseHandOff = useCallback(() => {
    const id = new URL(window.location.href).searchParams.get(HAND_OFF_PARAM);
    if (id === null) return;
    setParams(
      (current) => {
        current.delete(HAND_OFF_PARAM);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
    void import("#app/lib/hand-off/hand-off.ts")
      .then(({ forgetHandOff }) => forgetHandOff(id))
      .catch(() => undefined);
  }, [setParams]);

  /**
   * Takes a file from any way in; a file that is no readable image changes nothing but the message. A
   * file the person chose themselves replaces a kept hand-off.
   */
  const choose = useCallback(
    async (file: Blob, name: string, handedOff?: { from?: string }) => {
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
      if (!handedOff) releaseHandOff();
      const image = {
        file,
        name,
        from: handedOff?.from,
        src: URL.createObjectURL(file),
        framing: UPRIGHT,
        ...size,
      };
      setChosen(image);
      void read(image, choice, enhance);
    },
    [read, choice, enhance, releaseHandOff],
  );

  /** Reads the image turned or cropped otherwise; a new turn makes a new image to show. */
  const reframe = useCallback(
    async (image: Chosen, framing: Framing, oriented?: QuarterTurns) => {
      let next: Chosen = { ...image, framing };
      if (framing.turns !== image.framing.turns) {
        try {
          const { turnedImage } = await import("../state/prepare-image.ts");
          const shown = await turnedImage(image.file, framing.turns);
          next = { ...next, src: URL.createObjectURL(shown.blob), width: shown.width, height: shown.height };
        } catch {
          return setStatus({ state: "failed", failure: "image" });
        }
      }
      setChosen(next);
      void read(next, choice, enhance, oriented);
    },
    [read, choice, enhance],
  );

  /** Reads the image in its four orientations and goes on with the one that reads best. */
  const orient = useCallback(async () => {
    if (!chosen) return;
    const id = ++run.current;
    setStatus({ state: "reading", progress: { stage: "orienting", share: 0 } });
    try {
      const { findTurns } = await import("../state/orientation.ts");
      // Tried from the image as the person gave it, whatever way it is turned now.
      const turns = await findTurns(chosen.file, languagesOf(choice, pageLanguage), enhance, ({ share }) => {
        if (run.current === id) setStatus({ state: "reading", progress: { stage: "orienting", share } });
      });
      if (run.current === id) await reframe(chosen, { turns }, turns);
    } catch {
      if (run.current === id) setStatus({ state: "failed", failure: "read" });
    }
  }, [chosen, choice, enhance, pageLanguage, reframe]);

  // A reload of a page a tool handed an image to reads it again (it is kept for an hour).
  const handOff: HandOffState = useHandOff(
    (item) => {
      if (item.kind === "file") void choose(item.file, item.file.name, { from: item.from });
    },
    { keep: true },
  );

  const setChoice = (next: OcrChoice) => {
    setChoiceState(next);
    setParams(
      (current) => {
        current.set("ocr", next);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return {
    choice,
    setChoice,
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
    /** Turns the image a quarter turn to the right (1) or the left (-1), and reads it again. */
    turn: (by: 1 | -1) => chosen && reframe(chosen, { turns: turned(chosen.framing.turns, by) }),
    orient,
    /** Reads only `part` of the image as shown, or the whole image again. */
    crop: (part: Box | undefined) => chosen && reframe(chosen, { turns: chosen.framing.turns, crop: part }),
    /** For "Add to case": the image as a file, the text as corrected, its lines, where the image came from. */
    evidence: chosen
      ? (): Evidence => ({
          kind: "text-from-image",
          title: chosen.name,
          // Tesseract's notation: "vie", or "vie+eng+fra" for the three together.
          result: {
            text,
            language: languagesOf(choice, pageLanguage).join("+"),
            lines,
            ...(chosen.from ? { source: chosen.from } : {}),
          },
          files: [new File([chosen.file], chosen.name, { type: chosen.file.type })],
        })
      : undefined,
    /** Reads the chosen image again, with the language and pre-processing now set. */
    readAgain: () => chosen && read(chosen, choice, enhance),
  };
}
