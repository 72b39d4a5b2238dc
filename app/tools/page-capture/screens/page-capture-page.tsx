import { data, useLocation } from "react-router";
import { servicesContext } from "#app/context.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { type InputProblem, parseInput } from "#app/lib/text/web-address-input.ts";
import { AddressForm } from "#app/ui/AddressForm.tsx";
import { Card } from "#app/ui/Card.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { Toaster } from "#app/ui/Toaster.tsx";
import { useCapture } from "../state/use-capture.ts";
import type { Route } from "./+types/page-capture-page";
import { CaptureOutcome } from "./CaptureOutcome.tsx";
import { WaczImport } from "./WaczImport.tsx";

/** /tools/page-capture?url=…: the address is checked here; the capture itself runs from the browser. */
export function loader(args: Route.LoaderArgs) {
  const meta = staticPageMeta(args, "page_capture:meta");
  // An imported archive signed by this key was made here.
  const captureKey = args.context.get(servicesContext).captureKey.publicKey;
  const input = args.url.searchParams.get("url");
  if (input === null) return { meta, captureKey, input: "", url: null, problem: null };
  const parsed = parseInput(input);
  if (!parsed.ok) {
    const problem: InputProblem | null = parsed.code;
    return data({ meta, captureKey, input, url: null, problem }, { status: 400 });
  }
  return { meta, captureKey, input, url: parsed.url, problem: null };
}

export const meta = metaFromLoader;

export default function PageCapturePage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("page_capture");
  const { captureKey, input, url, problem } = loaderData;
  // Each sending of the form is a new capture, even of the same address.
  const { key } = useLocation();
  const capture = useCapture(url, i18n.language, key);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Card className="p-5 sm:p-6">
        <AddressForm
          id="capture-url"
          name="url"
          label={t("form.label")}
          value={input}
          placeholder={t("form.placeholder")}
          note={t("form.note")}
          error={problem && t(`errors.codes.${problem}`)}
          submit={t("form.submit")}
          icon="archive"
          busy={capture.phase === "running"}
          busyLabel={t("form.submitting")}
        />
      </Card>
      <CaptureOutcome capture={capture} />
      <WaczImport captureKey={captureKey} />
      <Toaster />
    </div>
  );
}
