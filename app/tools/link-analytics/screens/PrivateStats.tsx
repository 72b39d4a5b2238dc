import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { keyFromFragment } from "#app/tools/url-shortener/public.ts";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { LinkStats, StatsRange } from "../logic/series.ts";
import { StatsView } from "./StatsView.tsx";

type Access =
  | { kind: "waiting" }
  | { kind: "locked"; wrongKey: boolean }
  | { kind: "open"; key: string; stats: LinkStats };

/**
 * An unlisted link's figures: the server renders none, the browser asks for them with the management key
 * of the address's fragment (which no server sees), and says plainly when there is no key or a wrong one.
 */
export function PrivateStats({ linkId, slug, range }: { linkId: number; slug: string; range: StatsRange }) {
  const { t } = useTranslation("link_analytics");
  const [access, setAccess] = useState<Access>({ kind: "waiting" });

  useEffect(() => {
    const key = keyFromFragment(window.location.hash);
    if (key === null) {
      setAccess({ kind: "locked", wrongKey: false });
      return;
    }
    const controller = new AbortController();
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const address = `/api/short-links/${encodeURIComponent(slug)}/stats?range=${range}&tz=${encodeURIComponent(timeZone)}`;
    fetch(address, { signal: controller.signal, headers: { Authorization: `Bearer ${key}` } })
      .then(async (response) => {
        if (response.ok) setAccess({ kind: "open", key, stats: (await response.json()) as LinkStats });
        else setAccess({ kind: "locked", wrongKey: response.status === 403 });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAccess({ kind: "locked", wrongKey: false });
      });
    return () => controller.abort();
  }, [slug, range]);

  if (access.kind === "open") {
    return <StatsView key={range} linkId={linkId} initial={access.stats} manageKey={access.key} />;
  }
  return (
    <Card className="p-5 sm:p-6" role="status">
      {access.kind === "waiting" ? (
        <p className="flex items-center gap-2">
          <Icon name="loader-circle" className="animate-spin" />
          {t("private.loading")}
        </p>
      ) : (
        <>
          <h2 className="text-lg font-semibold">{t("private.title")}</h2>
          <p className="mt-2">{t(access.wrongKey ? "private.wrongKey" : "private.text")}</p>
        </>
      )}
    </Card>
  );
}
