import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useHandOff } from "#app/lib/hand-off/use-hand-off.ts";
import { isReadingLanguage, type ReadingLanguage } from "../logic/languages.ts";
import { measureText } from "../state/readability-client.ts";
import type { Measured } from "../state/readability-protocol.ts";
import { MAX_CHARACTERS } from "../state/text-size.ts";

// A pause after typing before the text is measured again.
const PAUSE_MS = 200;

/**
 * Why a text could not be measured, said in the page's language rather than by the error's English:
 * a browser without `Intl.Segmenter` cannot split a text into sentences and words; anything else (the
 * worker's code not loading, a crash) is a failure to retry.
 */
export type MeasureFailure = "unsupported" | "failed";

export function measureFailure(): MeasureFailure {
  return typeof Intl.Segmenter === "function" ? "failed" : "unsupported";
}

/**
 * The page's state: the text (typed, pasted or handed off by another tool), the language asked for
 * ("auto" detects it), and the text's measure from the worker, for that text only.
 */
export function useReadability() {
  const { i18n } = useTranslation("readability_score");
  const pageLanguage: ReadingLanguage = isReadingLanguage(i18n.language) ? i18n.language : "en";
  const [text, setText] = useState("");
  const [language, setLanguage] = useState<ReadingLanguage | "auto">("auto");
  const [measured, setMeasured] = useState<{ text: string; value: Measured } | null>(null);
  const [measuring, setMeasuring] = useState(false);
  const [failure, setFailure] = useState<MeasureFailure | null>(null);
  const [tooLong, setTooLong] = useState<number | null>(null);
  const latest = useRef(0);

  const input = (next: string) => {
    if (next.length > MAX_CHARACTERS) {
      setTooLong(next.length);
      return;
    }
    setTooLong(null);
    setText(next);
  };

  const [notText, setNotText] = useState(false);
  const handOff = useHandOff((item) => {
    if (item.kind === "text") input(item.text);
    // A file is read only when it is text: an image sent here by mistake is refused, not read as letters.
    else if (item.file.type.startsWith("text/")) void item.file.text().then(input);
    else setNotText(true);
  });

  useEffect(() => {
    const ticket = ++latest.current;
    if (text.trim() === "") {
      setMeasured(null);
      setMeasuring(false);
      return;
    }
    setMeasuring(true);
    const timer = setTimeout(() => {
      measureText({ text, language, fallback: pageLanguage }).then(
        (value) => {
          if (ticket !== latest.current) return;
          setMeasured({ text, value });
          setFailure(null);
          setMeasuring(false);
        },
        () => {
          if (ticket !== latest.current) return;
          setFailure(measureFailure());
          setMeasuring(false);
        },
      );
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, language, pageLanguage]);

  return {
    text,
    input,
    language,
    setLanguage,
    /** The measure of the text as it was when measured (it may lag behind the field while typing). */
    measured: text.trim() === "" ? null : measured,
    measuring,
    failure,
    tooLong,
    handOff,
    notText,
    clear() {
      setTooLong(null);
      setText("");
    },
  };
}
