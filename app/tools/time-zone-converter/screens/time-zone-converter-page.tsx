import { useEffect, useRef } from "react";
import { redirect, useLocation, useNavigate } from "react-router";
import { requestI18nContext } from "#app/context.ts";
import { visitorZone } from "#app/features/time-zones/logic/zone-id.ts";
import { ZonePicker } from "#app/features/time-zones/ZonePicker.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { dateProblemText } from "#app/lib/dates/date-problem-text.ts";
import { computeInBrowser, rememberMeta } from "#app/lib/pages/browser-computed.ts";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { Button } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { CopyLinkButton } from "#app/ui/CopyLinkButton.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { TextField } from "#app/ui/TextField.tsx";
import { type ConverterAddress, writeAddress } from "../logic/address.ts";
import { loadConverter } from "../state/converter.ts";
import type { Route } from "./+types/time-zone-converter-page";
import { DstNotice } from "./DstNotice.tsx";
import { ZoneReadings } from "./ZoneReadings.tsx";

/** The answer of a shared address, rendered by the server so it shows at first paint. */
export async function loader(args: Route.LoaderArgs) {
  const meta = staticPageMeta(args, "time_zone_converter:meta");
  const { lang } = args.context.get(requestI18nContext);
  return { meta, view: await loadConverter(args.url.searchParams, lang, null) };
}

/**
 * Every later change is computed in the browser, with the visitor's own zone; an address that leaves
 * an input to its default is completed, so what the visitor sees is what a shared link shows.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const data = await computeInBrowser(request, serverLoader, (url, lang) =>
    loadConverter(url.searchParams, lang, visitorZone()),
  );
  const { view } = data;
  const url = new URL(request.url);
  const complete = ["time", "from", "to"].every((name) => url.searchParams.has(name));
  if (!complete && view.conversion) {
    // A redirect takes the place of the navigation that asked for the bare address, in history too.
    throw redirect(`${url.pathname}${writeAddress({ ...view, offset: undefined })}`);
  }
  return data;
}

export const meta = metaFromLoader;

export default function ConverterPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("time_zone_converter");
  const lang = i18n.language;
  const { view } = loaderData;
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => rememberMeta(location.pathname, loaderData.meta), [location.pathname, loaderData.meta]);
  // The server could not know the visitor's zone: ask the browser, which completes the address.
  useEffect(() => {
    if (view.awaitsVisitorZone) void navigate(location, { replace: true, preventScrollReset: true });
  }, [view.awaitsVisitorZone, navigate, location]);

  /** Goes to the address of the form's fields with some inputs changed. */
  const go = (changes: Partial<ConverterAddress>) => {
    const fields = new FormData(form.current ?? undefined);
    const date = String(fields.get("date") ?? "").trim();
    const clock = String(fields.get("clock") ?? "").trim();
    const sameTime = date === view.date && clock === view.clock;
    const next = {
      date,
      clock,
      from: view.from,
      to: view.to,
      offset: sameTime ? view.offset : undefined,
      ...changes,
    };
    void navigate(writeAddress(next), { preventScrollReset: true });
  };

  const { problems, conversion } = view;
  const pickerTexts = {
    placeholder: t("form.zonePlaceholder"),
    noMatch: t("picker.noMatch"),
  };
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Card className="p-5 sm:p-6">
        <form
          ref={form}
          method="get"
          className="grid grid-cols-2 gap-4 md:grid-cols-[10rem_8rem_1fr_auto] md:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            go({});
          }}
        >
          {/* Without JavaScript the form is sent as it is: the zones go with it. */}
          <input type="hidden" name="from" value={view.from} />
          <input type="hidden" name="to" value={view.to.join(",")} />
          <TextField
            key={`date-${view.date}`}
            name="date"
            label={t("form.date")}
            placeholder={t("form.datePlaceholder")}
            inputMode="numeric"
            defaultValue={view.date}
            error={problems.date && dateProblemText(t, lang, view.date, problems.date)}
          />
          <TextField
            key={`clock-${view.clock}`}
            name="clock"
            label={t("form.clock")}
            placeholder={t("form.clockPlaceholder")}
            inputMode="numeric"
            defaultValue={view.clock}
            error={problems.clock && dateProblemText(t, lang, view.clock, problems.clock)}
          />
          <ZonePicker
            lang={lang}
            value={view.from}
            onPick={(from) => go({ from })}
            texts={{ ...pickerTexts, label: t("form.from") }}
            error={problems.from && t("problems.unknown_zone", { zone: view.from })}
            className="col-span-2 md:col-span-1"
          />
          <div className="col-span-2 flex gap-2 md:col-span-1 md:mt-[1.625rem]">
            <Button type="submit" size="lg">
              <Icon name="arrow-left-right" />
              {t("form.submit")}
            </Button>
            <Button
              variant="outline"
              size="lg"
              onClick={() =>
                void navigate(
                  `?from=${encodeURIComponent(view.from)}&to=${encodeURIComponent(view.to.join(","))}`,
                )
              }
            >
              <Icon name="clock" />
              {t("form.now")}
            </Button>
          </div>
        </form>
      </Card>

      {conversion && conversion.source.kind !== "exact" && (
        <DstNotice view={view} conversion={conversion} source={conversion.source} />
      )}

      <section aria-labelledby="readings-heading" className="mt-8">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="readings-heading" className="text-xl font-semibold">
            {t("result.heading")}
          </h2>
          <div className="flex flex-wrap gap-2">
            <CopyLinkButton size="sm" label={t("form.copyLink")} copiedLabel={t("form.copied")} />
            <AddToCaseButton
              size="sm"
              evidence={() => ({
                kind: "time-conversion",
                title: document.title,
                result: { address: window.location.href, view },
              })}
            />
          </div>
        </div>
        <ZoneReadings
          conversion={conversion}
          unknownZones={view.unknownZones}
          onRemove={(zone) => go({ to: view.to.filter((other) => other !== zone) })}
        />
        <ZonePicker
          className="mt-4 max-w-md"
          lang={lang}
          value=""
          clearOnPick
          onPick={(zone) => go({ to: [...view.to.filter((other) => other !== zone), zone] })}
          texts={{ ...pickerTexts, label: t("picker.add") }}
        />
      </section>
    </div>
  );
}
