import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../../i18n/react.tsx";
import { staticPageMeta } from "../../../lib/page-loader.server.ts";
import { metaFromLoader } from "../../../lib/route-meta.ts";
import { useAddressState } from "../../../lib/use-address-state.ts";
import { Card } from "../../../ui/card.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { TextField } from "../../../ui/text-field.tsx";
import { countCharacters } from "../logic/characters.ts";
import type { Route } from "./+types/compare-texts-page";

export function loader(args: Route.LoaderArgs) {
  return { meta: staticPageMeta(args, "compare_texts:meta") };
}

export const meta = metaFromLoader;

/** /tools/compare-texts: counted in the browser as one types; the address keeps the text (?text=…). */
export default function CompareTextsPage() {
  const { t } = useTranslation("compare_texts");
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get("text") ?? "");
  useAddressState({ text }, true);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Card className="grid gap-4 p-5 sm:p-6">
        <TextField
          name="text"
          label={t("form.label")}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <p role="status" className="text-lg font-semibold" data-testid="result">
          {t("result", { count: countCharacters(text) })}
        </p>
      </Card>
    </div>
  );
}
