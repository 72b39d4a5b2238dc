import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { useSavedText } from "#app/lib/text/use-saved-text.ts";
import { Card } from "#app/ui/Card.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { PrivacyNote } from "#app/ui/PrivacyNote.tsx";
import { type CompareOptions, DEFAULT_OPTIONS } from "../logic/options.ts";
import type { Route } from "./+types/compare-texts-page";
import { CompareOptionsForm } from "./CompareOptions.tsx";
import { ResultPanel } from "./ResultPanel.tsx";
import type { FileProblem } from "./read-text-file.ts";
import { TextInput } from "./TextInput.tsx";
import { useComparison } from "./use-comparison.ts";

export function loader(args: Route.LoaderArgs) {
  return { meta: staticPageMeta(args, "compare_texts:meta") };
}

export const meta = metaFromLoader;

/** Where each text is kept across a reload, as the text tools keep theirs. */
export const FIRST_TEXT_KEY = "veritools:compare-texts:first";
export const SECOND_TEXT_KEY = "veritools:compare-texts:second";

/**
 * /tools/compare-texts: two texts compared in the browser (in a worker) as they change. The texts stay
 * on the device: never sent, never put in the address; kept in this browser across a reload.
 */
export default function CompareTextsPage() {
  const { t, i18n } = useTranslation("compare_texts");
  const [first, setFirst] = useState("");
  const [second, setSecond] = useState("");
  const [firstProblem, setFirstProblem] = useState<FileProblem | null>(null);
  const [secondProblem, setSecondProblem] = useState<FileProblem | null>(null);
  const [options, setOptions] = useState<CompareOptions>(DEFAULT_OPTIONS);
  const { state, comparison, stop } = useComparison(first, second, options, i18n.language);
  const notKept = [
    useSavedText(FIRST_TEXT_KEY, first, setFirst),
    useSavedText(SECOND_TEXT_KEY, second, setSecond),
  ].find((outcome) => outcome === "tooLarge" || outcome === "unavailable");

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")}>
        <PrivacyNote>{t("privacy")}</PrivacyNote>
      </PageHeader>
      <div className="grid gap-6">
        <Card className="grid gap-5 p-5 sm:p-6">
          <div className="grid gap-5 md:grid-cols-2">
            <TextInput
              label={t("form.first")}
              value={first}
              onChange={setFirst}
              problem={firstProblem}
              onProblem={setFirstProblem}
            />
            <TextInput
              label={t("form.second")}
              value={second}
              onChange={setSecond}
              problem={secondProblem}
              onProblem={setSecondProblem}
            />
          </div>
          {notKept && <p className="text-xs text-muted-foreground">{t(`case.notKept.${notKept}`)}</p>}
          <CompareOptionsForm options={options} onChange={setOptions} />
        </Card>
        <Card className="p-5 sm:p-6">
          <ResultPanel
            state={state}
            comparison={comparison}
            options={options}
            texts={[first, second]}
            onStop={stop}
          />
        </Card>
      </div>
    </div>
  );
}
