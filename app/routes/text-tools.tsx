import { TextToolsPage } from "../features/text-tools/TextToolsPage.tsx";
import { TEXT_TOOL_IDS } from "../features/text-tools/transforms/tool-ids.ts";
import { staticPageMeta } from "../lib/page-loader.server.ts";
import { metaFromLoader } from "../lib/route-meta.ts";
import type { Route } from "./+types/text-tools";

export function loader(args: Route.LoaderArgs) {
  return { meta: staticPageMeta(args, "text_tools:page.meta") };
}

export const meta = metaFromLoader;

/** /tools/text-tools: the ten tools, opened on the first one. */
export default function TextTools() {
  return <TextToolsPage toolId={TEXT_TOOL_IDS[0]} onIndex />;
}
