import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { formatDateTime } from "#app/lib/dates/format-date.ts";
import { Button, buttonClasses } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { TextField } from "#app/ui/TextField.tsx";
import { withKeyFragment } from "../logic/manage-address.ts";
import { statsPagePath } from "../logic/short-slug.ts";
import type { ManagedLink } from "../state/manage-api.ts";
import { DestinationHistory } from "./DestinationHistory.tsx";
import { DisableLink, EditDestination, RemoveLink } from "./ManageActions.tsx";
import { useManagedLink } from "./use-managed-link.ts";

/** The manage page below its heading: the key first, then the link, its history and what can be done. */
export function ManageLink({ slug }: { slug: string }) {
  const { t } = useTranslation("url_shortener");
  const localized = useLocalizedPath();
  const { state, open, changeDestination, setDisabled, remove } = useManagedLink(slug);

  if (state.step === "key") return <KeyForm busy={state.busy} error={state.error} onOpen={open} />;
  if (state.step === "removed" || state.step === "gone") {
    return (
      <Card role="status" className="p-5 sm:p-6">
        <p>{t(state.step === "removed" ? "manage.removed" : "preview.removed")}</p>
        <Link to={localized("/tools/url-shortener")} className={buttonClasses("default", "default", "mt-4")}>
          <Icon name="link-2" />
          {t("manage.home")}
        </Link>
      </Card>
    );
  }
  return (
    <div className="grid gap-6">
      <LinkDetails link={state.link} manageKey={state.key} />
      <EditDestination onChange={changeDestination} />
      <DisableLink disabled={state.link.disabledAt !== null} onToggle={setDisabled} />
      <RemoveLink onRemove={remove} />
    </div>
  );
}

function KeyForm({
  busy,
  error,
  onOpen,
}: {
  busy: boolean;
  error: string | null;
  onOpen: (key: string | null) => void;
}) {
  const { t } = useTranslation("url_shortener");
  const message =
    error === null
      ? undefined
      : error === "missing_key"
        ? t("manage.missingKey")
        : error === "network"
          ? t("errors.network")
          : t(`errors.codes.${error}`, { defaultValue: t("manage.failed") });
  return (
    <Card className="p-5 sm:p-6">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const key = String(new FormData(event.currentTarget).get("key") ?? "").trim();
          onOpen(key === "" ? null : key);
        }}
      >
        <TextField
          name="key"
          type="password"
          label={t("manage.keyLabel")}
          hint={t("manage.keyHint")}
          error={message}
          disabled={busy}
        />
        <Button type="submit" disabled={busy} aria-busy={busy} className="justify-self-start">
          {busy ? <Icon name="loader-circle" className="animate-spin" /> : <Icon name="log-in" />}
          {busy ? t("manage.opening") : t("manage.open")}
        </Button>
      </form>
    </Card>
  );
}

function LinkDetails({ link, manageKey }: { link: ManagedLink; manageKey: string }) {
  const { t, i18n } = useTranslation("url_shortener");
  const localized = useLocalizedPath();
  // An unlisted link's statistics need the key: it travels in the fragment, as here.
  const stats = localized(statsPagePath(link.shortenedUrl));
  const row = "grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4";
  return (
    <Card className="p-5 sm:p-6">
      <dl className="grid gap-4 text-sm">
        <div className={row}>
          <dt className="font-medium">{t("manage.shortLink")}</dt>
          <dd className="break-all">
            <a href={link.internalUrl} className="font-medium text-primary hover:underline">
              {link.shortenedUrl}
            </a>
          </dd>
        </div>
        <div className={row}>
          <dt className="font-medium">{t("manage.destination")}</dt>
          <dd className="break-all" data-testid="managed-destination">
            {link.originalUrl}
          </dd>
        </div>
        <div className={row}>
          <dt className="font-medium">{t("manage.created")}</dt>
          <dd>
            <time dateTime={link.createdAt}>{formatDateTime(i18n.language, Date.parse(link.createdAt))}</time>
          </dd>
        </div>
        <div className={row}>
          <dt className="font-medium">{t("manage.clicks")}</dt>
          <dd>{t("manage.clicksValue", { count: link.usageCount })}</dd>
        </div>
        <div className={row}>
          <dt className="font-medium">{t("manage.status")}</dt>
          <dd data-testid="managed-status">
            {link.disabledAt === null
              ? t("manage.active")
              : t("manage.disabledSince", {
                  date: formatDateTime(i18n.language, Date.parse(link.disabledAt)),
                })}
          </dd>
        </div>
        <div className={row}>
          <dt className="font-medium">{t("manage.visibility")}</dt>
          <dd>{t(link.unlisted ? "manage.unlisted" : "manage.listed")}</dd>
        </div>
      </dl>
      <a
        href={link.unlisted ? withKeyFragment(stats, manageKey) : stats}
        className={buttonClasses("outline", "default", "mt-5")}
      >
        <Icon name="chart-line" />
        {t("manage.stats")}
      </a>
      <DestinationHistory history={link.history} className="mt-6 border-t pt-5" />
    </Card>
  );
}
