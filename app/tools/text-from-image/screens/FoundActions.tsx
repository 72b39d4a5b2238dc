import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { buttonClasses } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { FoundItem } from "../logic/found-items.ts";

type Finder = (text: string) => FoundItem[];

/**
 * The links, @handles and post IDs in the text, each with where to follow it up: the link
 * investigator (a link, a handle's profile address) or the timestamp decoder (a post ID). The finder
 * (with its list of domain suffixes) loads with the first result, not with the page.
 */
export function FoundActions({ text }: { text: string }) {
  const { t, i18n } = useTranslation("text_from_image");
  const [finder, setFinder] = useState<Finder>();
  useEffect(() => {
    let current = true;
    import("../logic/found-items.ts").then((module) => {
      if (current) setFinder(() => module.findItems);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!finder) return null;
  const items = finder(text);
  const lang = i18n.language;
  const investigate = (url: string) => `/${lang}/tools/link-investigator?url=${encodeURIComponent(url)}`;
  const decode = (value: string) => `/${lang}/tools/timestamp-decoder?value=${encodeURIComponent(value)}`;
  return (
    <section aria-labelledby="found-heading" className="grid gap-2">
      <h3 id="found-heading" className="font-semibold">
        {t("found.heading")}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("found.none")}</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((item) => (
            <li key={item.text} className="flex flex-wrap items-center gap-2">
              <Icon
                name={item.kind === "link" ? "link" : item.kind === "handle" ? "at-sign" : "hash"}
                className="size-4 text-muted-foreground"
              />
              <code className="break-all rounded bg-muted px-1.5 py-0.5 text-sm">{item.text}</code>
              {item.kind === "link" && (
                <a href={investigate(item.url)} className={buttonClasses("outline", "sm")}>
                  {t("found.investigate")}
                </a>
              )}
              {item.kind === "post_id" && (
                <a href={decode(item.text)} className={buttonClasses("outline", "sm")}>
                  <Icon name="clock" />
                  {t("found.decode")}
                </a>
              )}
              {item.kind === "handle" &&
                item.profiles.map((profile) => (
                  <a
                    key={profile.url}
                    href={investigate(profile.url)}
                    className={buttonClasses("outline", "sm")}
                  >
                    {t(`found.profile.${profile.platform}`)}
                  </a>
                ))}
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">{t("found.note")}</p>
    </section>
  );
}
