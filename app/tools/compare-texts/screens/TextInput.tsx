import { useId, useRef } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { buttonClasses } from "#app/ui/Button.tsx";
import { cn } from "#app/ui/cn.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { type FileProblem, MAX_FILE_BYTES, readTextFile } from "./read-text-file.ts";

/**
 * One of the two texts: a text box, and a file that can be opened into it (read on the device). A file
 * that cannot be used is said under the box, and the text stays as it was.
 */
export function TextInput({
  label,
  value,
  onChange,
  problem,
  onProblem,
}: {
  label: string;
  value: string;
  onChange(text: string): void;
  problem: FileProblem | null;
  onProblem(problem: FileProblem | null): void;
}) {
  const { t, i18n } = useTranslation("compare_texts");
  const maxSize = formatBytes(MAX_FILE_BYTES, i18n.language);
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const open = async (file: File | undefined) => {
    if (!file) return;
    const read = await readTextFile(file);
    if (read.ok) {
      onProblem(null);
      onChange(read.text);
    } else {
      onProblem(read.problem);
    }
  };
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <button
          type="button"
          className={buttonClasses("outline", "sm", "h-8")}
          onClick={() => fileInput.current?.click()}
          aria-describedby={`${id}-file-hint`}
        >
          <Icon name="upload" />
          {t("form.openFile")}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="text/*,.txt,.md,.csv,.json,.html,.xml,.srt,.vtt"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          aria-label={t("form.openFile")}
          onChange={(event) => {
            void open(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </div>
      <textarea
        id={id}
        value={value}
        onChange={(event) => {
          onProblem(null);
          onChange(event.target.value);
        }}
        rows={8}
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-file-hint ${id}-error`}
        className={cn(
          "min-h-40 w-full resize-y rounded-md border border-input bg-background px-3 py-2 text-base leading-relaxed",
          problem && "border-destructive",
        )}
      />
      <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
        {t("form.fileHint", { size: maxSize })}
      </p>
      <p
        id={`${id}-error`}
        aria-live="polite"
        className={problem ? "text-sm font-medium text-destructive" : "sr-only"}
      >
        {problem ? t(`form.errors.${problem.code}`, { name: problem.name, size: maxSize }) : ""}
      </p>
    </div>
  );
}
