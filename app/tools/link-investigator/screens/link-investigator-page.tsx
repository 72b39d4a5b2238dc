import { data, useNavigation } from "react-router";
import { clientAddressContext, servicesContext } from "#app/context.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { type InputProblem, parseInput } from "#app/lib/text/web-address-input.ts";
import { AddressForm } from "#app/ui/AddressForm.tsx";
import { Card } from "#app/ui/Card.tsx";
import { CheckboxField } from "#app/ui/CheckboxField.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { Toaster } from "#app/ui/Toaster.tsx";
import { rateLimitKey } from "#server/http/client-address.ts";
import { ARCHIVE_PARAM, FULL_ARCHIVE_ADDRESS, wantsFullArchiveAddress } from "../logic/input.ts";
import type { Report } from "../logic/report.ts";
import { beginInvestigation } from "../server/begin.ts";
import { followProgress } from "../state/progress.ts";
import type { Route } from "./+types/link-investigator-page";
import { ProgressView } from "./ProgressView.tsx";
import { ReportView } from "./ReportView.tsx";

type Outcome = { report: Report } | { error: InputProblem | "rate_limited" | "busy" } | null;

/**
 * `?url=` investigates at once, so a report can be shared as its address (`&archive=full` included);
 * without it, the form alone.
 */
export async function loader(args: Route.LoaderArgs) {
  const meta = staticPageMeta(args, "link_investigator:meta");
  const input = args.url.searchParams.get("url");
  const fullArchiveAddress = wantsFullArchiveAddress(args.url.searchParams);
  if (input === null) return { meta, input: "", fullArchiveAddress, outcome: null as Outcome };
  const parsed = parseInput(input);
  if (!parsed.ok) {
    return data(
      { meta, input, fullArchiveAddress, outcome: { error: parsed.code } as Outcome },
      { status: 400 },
    );
  }
  const visitor = rateLimitKey(args.context.get(clientAddressContext));
  const begun = await beginInvestigation(args.context.get(servicesContext), visitor, parsed.url, {
    fullArchiveAddress,
  });
  if ("retryAfterSeconds" in begun) {
    return data(
      {
        meta,
        input,
        fullArchiveAddress,
        outcome: { error: begun.busy ? "busy" : "rate_limited" } as Outcome,
      },
      { status: begun.busy ? 503 : 429, headers: { "Retry-After": String(begun.retryAfterSeconds) } },
    );
  }
  return {
    meta,
    input,
    fullArchiveAddress,
    outcome: { report: await begun.investigation.report } as Outcome,
  };
}

/**
 * In the browser, the hops are shown as they come: the progress stream starts the investigation, and
 * the server's loader then answers with the same report, made once and counted once.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const input = params.get("url");
  if (input !== null && parseInput(input).ok) {
    await followProgress(input, wantsFullArchiveAddress(params), request.signal);
  }
  return serverLoader();
}

export const meta = metaFromLoader;

export default function LinkInvestigator({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("link_investigator");
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.location?.pathname.endsWith("/tools/link-investigator");
  const following = busy ? new URLSearchParams(navigation.location?.search).get("url") : null;
  const { input, fullArchiveAddress, outcome } = loaderData;
  // A wrong address is said at the field; being limited or busy is the page's to say.
  const error = !busy && outcome !== null && "error" in outcome ? outcome.error : null;
  const pageError = error === "rate_limited" || error === "busy" ? error : null;
  const fieldError = error !== null && pageError === null ? error : null;
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Card className="p-5 sm:p-6">
        <AddressForm
          id="investigate-url"
          name="url"
          label={t("form.label")}
          value={input}
          placeholder={t("form.placeholder")}
          note={t("form.note")}
          error={fieldError && t(`errors.codes.${fieldError}`)}
          submit={t("form.submit")}
          icon="scan-search"
          busy={busy}
          busyLabel={t("form.submitting")}
        >
          <CheckboxField
            id="investigate-archive-full"
            name={ARCHIVE_PARAM}
            value={FULL_ARCHIVE_ADDRESS}
            defaultChecked={fullArchiveAddress}
            // The box follows the address: a new one (back, forward, a link) sets it again.
            key={`${input} ${fullArchiveAddress}`}
            label={t("form.archiveFull")}
            hint={t("form.archiveFullHint")}
          />
        </AddressForm>
      </Card>
      {busy && following !== null && <ProgressView input={following} />}
      {pageError && (
        <div role="alert" className="mt-6 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
          <p className="font-semibold text-destructive">{t("errors.title")}</p>
          <p className="mt-1">{t(`errors.codes.${pageError}`, { defaultValue: t("errors.unknown") })}</p>
        </div>
      )}
      {!busy && outcome !== null && "report" in outcome && <ReportView report={outcome.report} />}
      <Toaster />
    </div>
  );
}
