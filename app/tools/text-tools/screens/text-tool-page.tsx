import { data } from "react-router";
import { requestI18nContext, servicesContext } from "#app/context.ts";
import { pageMeta } from "#app/lib/pages/page-meta.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { isTextToolId } from "../logic/tool-ids.ts";
import type { Route } from "./+types/text-tool-page";
import { TextWorkspace } from "./TextWorkspace.tsx";

/** /tools/text-tools/{tool}: one tool's own address, with its own title and description. */
export function loader({ url, params, context }: Route.LoaderArgs) {
  const toolId = params.tool;
  if (!isTextToolId(toolId)) throw data(null, { status: 404 });
  const { lang, t } = context.get(requestI18nContext);
  const { config } = context.get(servicesContext);
  return {
    toolId,
    meta: pageMeta({
      publicUrl: config.publicUrl,
      path: url.pathname,
      lang,
      title: t(`text_tools:tools.${toolId}.title`),
      description: t(`text_tools:tools.${toolId}.description`),
    }),
  };
}

export const meta = metaFromLoader;

export default function TextTool({ loaderData }: Route.ComponentProps) {
  return <TextWorkspace toolId={loaderData.toolId} onIndex={false} />;
}
