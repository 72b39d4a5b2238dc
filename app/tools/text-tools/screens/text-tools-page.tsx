import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { TEXT_TOOL_IDS } from "../logic/tool-ids.ts";
import type { Route } from "./+types/text-tools-page";
import { TextWorkspace } from "./TextWorkspace.tsx";

export function loader(args: Route.LoaderArgs) {
  return { meta: staticPageMeta(args, "text_tools:page.meta") };
}

export const meta = metaFromLoader;

/** /tools/text-tools: the ten tools, opened on the first one. */
export default function TextTools() {
  return <TextWorkspace toolId={TEXT_TOOL_IDS[0]} onIndex />;
}
