import { useId } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { fieldBox } from "#app/ui/field-box.ts";
import { OCR_CHOICES, type OcrChoice } from "../logic/lines.ts";

/**
 * The languages the image is read in (the three together, or one), and the pre-processing switch, each
 * with its one-line explanation.
 */
export function ReadingOptions({
  language,
  onLanguage,
  enhance,
  onEnhance,
}: {
  language: OcrChoice;
  onLanguage: (language: OcrChoice) => void;
  enhance: boolean;
  onEnhance: (on: boolean) => void;
}) {
  const { t } = useTranslation("text_from_image");
  const languageId = useId();
  const enhanceId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid content-start gap-1.5">
        <label htmlFor={languageId} className="text-sm font-medium">
          {t("options.language")}
        </label>
        <select
          id={languageId}
          value={language}
          onChange={(event) => onLanguage(event.target.value as OcrChoice)}
          aria-describedby={`${languageId}-hint`}
          className={fieldBox("compact")}
        >
          {OCR_CHOICES.map((code) => (
            <option key={code} value={code}>
              {t(`languages.${code}`)}
            </option>
          ))}
        </select>
        <p id={`${languageId}-hint`} className="text-xs text-muted-foreground">
          {t("options.languageHint")}
        </p>
      </div>
      <div className="grid content-start gap-1.5">
        <div className="flex items-center gap-2 pt-6 sm:pt-7">
          <input
            id={enhanceId}
            type="checkbox"
            checked={enhance}
            onChange={(event) => onEnhance(event.target.checked)}
            aria-describedby={`${enhanceId}-hint`}
            className="size-4 accent-primary"
          />
          <label htmlFor={enhanceId} className="text-sm font-medium">
            {t("options.enhance")}
          </label>
        </div>
        <p id={`${enhanceId}-hint`} className="text-xs text-muted-foreground">
          {t("options.enhanceHint")}
        </p>
      </div>
    </div>
  );
}
