import { type ReactNode, useId } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { cn } from "#app/ui/cn.ts";
import { fieldBox } from "#app/ui/field-box.ts";
import {
  type FieldProblem,
  type PayloadFields,
  type PayloadKind,
  WIFI_SECURITIES,
} from "../logic/payload.ts";

const INPUT = cn(fieldBox(), "aria-invalid:border-destructive");

interface Props {
  kind: PayloadKind;
  fields: PayloadFields;
  problems: Partial<Record<keyof PayloadFields, FieldProblem>>;
  setField: <K extends keyof PayloadFields>(field: K, value: PayloadFields[K]) => void;
}

/** The fields of one kind of content, each with its label, hint and problem beside it. */
export function PayloadFieldset({ kind, fields, problems, setField }: Props) {
  const { t } = useTranslation("qr_code_generator");
  const text = (
    field: "text" | "url" | "email" | "subject" | "body" | "phone" | "ssid" | "password",
    multiline = false,
    type = "text",
  ) => (
    <Field key={field} name={field} problem={problems[field]}>
      {(inputProps) =>
        multiline ? (
          <textarea
            {...inputProps}
            rows={field === "text" ? 4 : 3}
            value={fields[field]}
            onChange={(event) => setField(field, event.target.value)}
            className={cn(INPUT, "min-h-24 py-2")}
          />
        ) : (
          <input
            {...inputProps}
            type={type}
            value={fields[field]}
            onChange={(event) => setField(field, event.target.value)}
            autoComplete="off"
            spellCheck={field === "subject"}
            className={INPUT}
          />
        )
      }
    </Field>
  );
  switch (kind) {
    case "text":
      return text("text", true);
    case "url":
      return text("url", false, "url");
    case "email":
      return (
        <>
          {text("email", false, "email")}
          {text("subject")}
          {text("body", true)}
        </>
      );
    case "phone":
      return text("phone", false, "tel");
    case "wifi":
      return (
        <>
          {text("ssid")}
          <label className="grid gap-1 text-sm font-medium">
            {t("fields.security.label")}
            <select
              value={fields.security}
              onChange={(event) => setField("security", event.target.value as PayloadFields["security"])}
              className={cn(INPUT, "font-normal")}
            >
              {WIFI_SECURITIES.map((security) => (
                <option key={security} value={security}>
                  {t(`fields.security.${security}`)}
                </option>
              ))}
            </select>
          </label>
          {fields.security !== "nopass" && text("password", false, "password")}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={fields.hidden}
              onChange={(event) => setField("hidden", event.target.checked)}
              className="size-4"
            />
            {t("fields.hidden.label")}
          </label>
        </>
      );
  }
}

interface InputProps {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string;
}

function Field({
  name,
  problem,
  children,
}: {
  name: string;
  problem: FieldProblem | undefined;
  children: (props: InputProps) => ReactNode;
}) {
  const { t } = useTranslation("qr_code_generator");
  const id = useId();
  const hint = t(`fields.${name}.hint`, { defaultValue: "" });
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t(`fields.${name}.label`)}
      </label>
      {children({ id, name, "aria-invalid": problem ? true : undefined, "aria-describedby": `${id}-note` })}
      <p
        id={`${id}-note`}
        className={problem ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"}
        role={problem ? "alert" : undefined}
      >
        {problem ? t(`problems.${problem}`) : hint}
      </p>
    </div>
  );
}
