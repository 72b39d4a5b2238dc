import { useEffect, useId, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { buttonClasses } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { FoundItem } from "../logic/found-items.ts";
import type { ReadLine } from "../logic/lines.ts";

type Finder = typeof import("../logic/found-items.ts");

/**
 * The links, @handles and post IDs in the text, each with where to follow it up: the link
 * investigator (a link, a handle's profile address) or the timestamp decoder (a post ID, a post's
 * address). The finder (with its list of domain suffixes) loads with the first result, not with the
 * page. An item read only on unsure lines says so, and its buttons say so too: one wrong letter makes a
 * handle someone else's account.
 */
export function FoundActions({
  text,
  lines,
  onShowLine,
}: {
  text: string;
  lines: readonly ReadLine[];
  /** Shows a line's box on the image (the list's pin). */
  onShowLine: (index: number) => void;
}) {
  const { t } = useTranslation("text_from_image");
  const [finder, setFinder] = useState<Finder>();
  useEffect(() => {
    let current = true;
    import("../logic/found-items.ts").then((module) => {
      if (current) setFinder(module);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!finder) return null;
  const items = finder.findItems(text);
  const unsure = finder.unsureItems(lines);
  return (
    <section aria-labelledby="found-heading" className="grid gap-2">
      <h3 id="found-heading" className="font-semibold">
        {t("found.heading")}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("found.none")}</p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <FoundEntry
              key={item.text}
              item={item}
              unsureLine={unsure.get(item.text)}
              onShowLine={onShowLine}
            />
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">{t("found.note")}</p>
    </section>
  );
}

function FoundEntry({
  item,
  unsureLine,
  onShowLine,
}: {
  item: FoundItem;
  unsureLine: number | undefined;
  onShowLine: (index: number) => void;
}) {
  const { t, i18n } = useTranslation("text_from_image");
  const warningId = useId();
  const unsure = unsureLine !== undefined;
  const lang = i18n.language;
  const investigate = (url: string) => `/${lang}/tools/link-investigator?url=${encodeURIComponent(url)}`;
  const decode = (value: string) => `/${lang}/tools/timestamp-decoder?value=${encodeURIComponent(value)}`;
  const action = (href: string, label: string, icon?: "clock") => (
    <a
      key={href}
      href={href}
      aria-describedby={unsure ? warningId : undefined}
      className={buttonClasses("outline", "sm")}
    >
      {icon && <Icon name={icon} />}
      {unsure ? t("found.unsureAction", { action: label }) : label}
    </a>
  );
  return (
    <li className="grid gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <Icon
          name={item.kind === "link" ? "link" : item.kind === "handle" ? "at-sign" : "hash"}
          className="size-4 text-muted-foreground"
        />
        <code className="break-all rounded bg-muted px-1.5 py-0.5 text-sm">{item.text}</code>
        {item.kind === "link" && action(investigate(item.url), t("found.investigate"))}
        {item.kind === "link" && item.datable && action(decode(item.url), t("found.decode"), "clock")}
        {item.kind === "post_id" && action(decode(item.text), t("found.decode"), "clock")}
        {item.kind === "handle" &&
          item.profiles.map((profile) =>
            action(investigate(profile.url), t(`found.profile.${profile.platform}`)),
          )}
      </div>
      {unsure && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-destructive">
          <Icon name="triangle-alert" className="size-4 shrink-0" />
          <span id={warningId}>{t("found.unsure")}</span>
          <button
            type="button"
            onClick={() => onShowLine(unsureLine)}
            className="font-medium text-primary underline underline-offset-4"
          >
            {t("found.showLine")}
          </button>
        </p>
      )}
    </li>
  );
}
