import { defineTool } from "../definition.ts";

export const timestampDecoder = defineTool({
  slug: "timestamp-decoder",
  category: "time-tools",
  icon: "Hash",
  status: "active",
  featured: false,
  namespace: "timestamp_decoder",
  routes: [
    { path: "tools/timestamp-decoder", file: "tools/timestamp-decoder/screens/timestamp-decoder-page.tsx" },
  ],
  evidenceKinds: ["timestamp"],
});
