import { useId, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { TextField } from "#app/ui/TextField.tsx";
import { toast } from "#app/ui/Toaster.tsx";
import { shortenErrorText } from "../logic/messages.ts";
import type { ErrorBody } from "../logic/types.ts";
import { validateUrlInput } from "../logic/validate-input.ts";

/** A new destination for the link, refused at the field with the server's reason, or done with a toast. */
export function EditDestination({
  onChange,
}: {
  onChange: (url: string) => Promise<ErrorBody | "network" | null>;
}) {
  const { t } = useTranslation("url_shortener");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const url = String(new FormData(form).get("url") ?? "");
    const problem = validateUrlInput(url);
    if (problem) {
      setError(t(`errors.${problem}`));
      return;
    }
    setBusy(true);
    const refusal = await onChange(url.trim());
    setBusy(false);
    if (refusal === null) {
      setError(undefined);
      form.reset();
      toast.success(t("manage.edited"));
    } else setError(refusal === "network" ? t("errors.network") : shortenErrorText(t, refusal));
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("manage.editTitle")}
      </h2>
      <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="mt-4 grid gap-4">
        <TextField
          name="url"
          type="url"
          inputMode="url"
          label={t("manage.editLabel")}
          hint={t("manage.editHint")}
          placeholder={t("form.urlPlaceholder")}
          error={error}
          disabled={busy}
        />
        <Button type="submit" disabled={busy} aria-busy={busy} className="justify-self-start">
          {busy ? <Icon name="loader-circle" className="animate-spin" /> : <Icon name="pencil" />}
          {t("manage.editSubmit")}
        </Button>
      </form>
    </Card>
  );
}

/**
 * Disabling the link, or enabling it again: nothing is lost either way, so it is not asked twice. Focus
 * stays on the button, whose words change with what it will do next.
 */
export function DisableLink({
  disabled,
  onToggle,
}: {
  disabled: boolean;
  onToggle: (disabled: boolean) => Promise<boolean>;
}) {
  const { t } = useTranslation("url_shortener");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const id = useId();

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const done = await onToggle(!disabled);
    setBusy(false);
    setFailed(!done);
    if (done) toast.success(t(disabled ? "manage.enabled" : "manage.disabled"));
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t(disabled ? "manage.enableTitle" : "manage.disableTitle")}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-sm text-muted-foreground">
        {t(disabled ? "manage.enableText" : "manage.disableText")}
      </p>
      <Button
        variant="outline"
        className="mt-4"
        // Not `disabled`: the button keeps the focus while the request runs.
        aria-disabled={busy}
        aria-busy={busy}
        aria-describedby={`${id}-text`}
        onClick={toggle}
      >
        {busy ? (
          <Icon name="loader-circle" className="animate-spin" />
        ) : (
          <Icon name={disabled ? "play" : "pause"} />
        )}
        {t(disabled ? "manage.enable" : "manage.disable")}
      </Button>
      {failed && (
        <p role="alert" className="mt-3 text-sm font-medium text-destructive">
          {t("manage.failed")}
        </p>
      )}
    </Card>
  );
}

/** Deleting the link, asked twice: the first button only opens the question. */
export function RemoveLink({ onRemove }: { onRemove: () => Promise<boolean> }) {
  const { t } = useTranslation("url_shortener");
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const id = useId();

  const remove = async () => {
    setBusy(true);
    const done = await onRemove();
    setBusy(false);
    setFailed(!done);
  };

  return (
    <Card className="border-destructive/50 p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("manage.removeTitle")}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{t("manage.removeText")}</p>
      {asking ? (
        <fieldset className="mt-4 grid gap-3">
          <legend className="font-medium">{t("manage.removeAsk")}</legend>
          <div className="flex flex-wrap gap-3">
            <Button ref={confirm} variant="destructive" disabled={busy} aria-busy={busy} onClick={remove}>
              {busy ? <Icon name="loader-circle" className="animate-spin" /> : <Icon name="x" />}
              {t("manage.removeConfirm")}
            </Button>
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => {
                setAsking(false);
                requestAnimationFrame(() => first.current?.focus());
              }}
            >
              {t("manage.removeCancel")}
            </Button>
          </div>
        </fieldset>
      ) : (
        <Button
          ref={first}
          variant="outline"
          className="mt-4 border-destructive text-destructive"
          onClick={() => {
            setAsking(true);
            requestAnimationFrame(() => confirm.current?.focus());
          }}
        >
          <Icon name="x" />
          {t("manage.remove")}
        </Button>
      )}
      {failed && (
        <p role="alert" className="mt-3 text-sm font-medium text-destructive">
          {t("manage.failed")}
        </p>
      )}
    </Card>
  );
}
