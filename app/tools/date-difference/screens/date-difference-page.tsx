import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { computeInBrowser, rememberMeta } from "#app/lib/pages/browser-computed.ts";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { Card } from "#app/ui/Card.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { type DifferenceFields, writeFields } from "../logic/address.ts";
import { loadDifference } from "../state/date-difference.ts";
import type { Route } from "./+types/date-difference-page";
import { BetweenForm } from "./BetweenForm.tsx";
import { DifferenceResult } from "./DifferenceResult.tsx";
import { ShiftForm } from "./ShiftForm.tsx";

/** The answers of a shared address, rendered by the server so they show at first paint. */
export async function loader(args: Route.LoaderArgs) {
  return {
    meta: staticPageMeta(args, "date_difference:meta"),
    view: await loadDifference(args.url.searchParams),
  };
}

/** Every later change is computed in the browser. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return computeInBrowser(request, serverLoader, (url) => loadDifference(url.searchParams));
}

export const meta = metaFromLoader;

export default function DateDifferencePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("date_difference");
  const { view } = loaderData;
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => rememberMeta(location.pathname, loaderData.meta), [location.pathname, loaderData.meta]);

  /** Goes to the address of the form's fields, with some changed (the zones, which are not fields). */
  const go = (changes: Partial<DifferenceFields> = {}) => {
    const data = new FormData(form.current ?? undefined);
    const text = (name: keyof DifferenceFields) => String(data.get(name) ?? "").trim();
    const fields: DifferenceFields = {
      ...view.fields,
      fromDate: text("fromDate"),
      fromClock: text("fromClock"),
      toDate: text("toDate"),
      toClock: text("toClock"),
      base: text("base"),
      op: text("op") === "subtract" ? "subtract" : "add",
      years: text("years"),
      months: text("months"),
      weeks: text("weeks"),
      days: text("days"),
      ...changes,
    };
    void navigate(writeFields(fields), { preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <form
        ref={form}
        method="get"
        className="grid gap-8"
        onSubmit={(event) => {
          event.preventDefault();
          go();
        }}
      >
        <Card className="p-5 sm:p-6">
          <BetweenForm view={view} onZone={(side, zone) => go({ [`${side}Zone`]: zone })} />
          {view.difference && <DifferenceResult difference={view.difference} />}
        </Card>
        <Card className="p-5 sm:p-6">
          <ShiftForm view={view} />
        </Card>
      </form>
    </div>
  );
}
