import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { useAddressState } from "#app/lib/pages/use-address-state.ts";
import { Card } from "#app/ui/Card.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { TextField } from "#app/ui/TextField.tsx";
import type { Route } from "./+types/media-from-link-page";
import { useCharacterCount } from "./use-character-count.ts";

export function loader(args: Route.LoaderArgs) {
  return { meta: staticPageMeta(args, "media_from_link:meta") };
}

export const meta = metaFromLoader;

/** /tools/media-from-link: counted as one types; the address keeps the text (?text=…). */
export default function MediaFromLinkPage() {
  const { t } = useTranslation("media_from_link");
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get("text") ?? "");
  useAddressState({ text }, true);
  const count = useCharacterCount(text);

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
        <p
          role="status"
          aria-busy={count === undefined}
          className="min-h-7 text-lg font-semibold"
          data-testid="result"
        >
          {count === undefined ? null : t("result", { count })}
        </p>
      </Card>
    </div>
  );
}
