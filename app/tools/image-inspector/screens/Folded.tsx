import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";

/** Longer than this, a text shows its start and a button to unfold the rest. */
const FOLD_AT = 240;

/** A text from the file, as written (React escapes it), folded when long. */
export function Folded({ text }: { text: string }) {
  const { t } = useTranslation("image_inspector");
  const [open, setOpen] = useState(false);
  const long = text.length > FOLD_AT;
  return (
    <div>
      <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">
        {long && !open ? `${text.slice(0, FOLD_AT).trimEnd()}…` : text}
      </p>
      {long && (
        <button
          type="button"
          className="mt-1 text-sm font-medium text-primary underline underline-offset-2"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t("generator.fold") : t("generator.unfold", { count: text.length })}
        </button>
      )}
    </div>
  );
}
