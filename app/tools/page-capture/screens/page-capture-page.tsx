import { data, useLocation } from "react-router";
import { servicesContext } from "#app/context.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { type InputProblem, parseInput } from "#app/lib/text/web-address-input.ts";
import { AddressForm } from "#app/ui/AddressForm.tsx";
import { Card } from "#app/ui/Card.tsx";
import { CheckboxField } from "#app/ui/CheckboxField.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { Toaster } from "#app/ui/Toaster.tsx";
import { CAPTURES_PATH } from "../logic/capture-report.ts";
import { RENDERED_PARAM, useCapture } from "../state/use-capture.ts";
import type { Route } from "./+types/page-capture-page";
import { CaptureOutcome } from "./CaptureOutcome.tsx";
import { WaczImport } from "./WaczImport.tsx";

/** /tools/page-capture?url=…: the address is checked here; the capture itself runs from the browser. */
export function loader(args: Route.LoaderArgs) {
  const meta = staticPageMeta(args, "page_capture:meta");
  // An imported archive signed by this key was made here.
  const services = args.context.get(servicesContext);
  const captureKey = services.captureKey.publicKey;
  // The rendered capture is offered only where the operator has set up a browser.
  const canRender = services.renderedCaptures;
  const rendered = canRender && args.url.searchParams.get(RENDERED_PARAM) === "1";
  const input = args.url.searchParams.get("url");
  const page = { meta, captureKey, canRender, rendered };
  if (input === null) return { ...page, input: "", url: null, problem: null };
  const parsed = parseInput(input);
  if (!parsed.ok) {
    const problem: InputProblem | null = parsed.code;
    return data({ ...page, input, url: null, problem }, { status: 400 });
  }
  return { ...page, input, url: parsed.url, problem: null };
}

export const meta = metaFromLoader;

export default function PageCapturePage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("page_capture");
  const { captureKey, canRender, rendered, input, url, problem } = loaderData;
  // Each sending of the form is a new capture, even of the same address.
  const { key } = useLocation();
  const capture = useCapture(url, { language: i18n.language, rendered }, key);
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
        >
          {canRender && (
            <CheckboxField
              id="capture-rendered"
              name={RENDERED_PARAM}
              value="1"
              defaultChecked={rendered}
              // The box follows the address: a new one (back, forward, a link) sets it again.
              key={`${input} ${rendered}`}
              label={t("form.rendered")}
              hint={t("form.renderedHint")}
            />
          )}
        </AddressForm>
        {url !== null && (
          // Without scripts the page cannot follow a capture: the server answers the archive itself.
          <noscript>
            <form method="post" action={CAPTURES_PATH} className="mt-4 grid gap-2">
              <input type="hidden" name="url" value={url} />
              <input type="hidden" name="language" value={i18n.language} />
              <p className="text-sm">{t("form.noScript")}</p>
              <button type="submit" className="justify-self-start rounded-md border px-4 py-2 font-medium">
                {t("form.noScriptSubmit")}
              </button>
            </form>
          </noscript>
        )}
      </Card>
      <CaptureOutcome capture={capture} />
      <WaczImport captureKey={captureKey} />
      <Toaster />
    </div>
  );
}
