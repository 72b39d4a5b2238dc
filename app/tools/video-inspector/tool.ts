import { defineTool } from "../definition.ts";

export const videoInspector = defineTool({
  slug: "video-inspector",
  category: "analytics",
  icon: "Film",
  status: "active",
  featured: false,
  namespace: "video_inspector",
  // The address field of media from a link (app/tools/media-from-link/); the place of its coordinate
  // (app/features/where/).
  readsNamespaces: ["media_from_link", "where"],
  routes: [{ path: "tools/video-inspector", file: "tools/video-inspector/screens/video-inspector-page.tsx" }],
  evidenceKinds: ["video", "video-frame"],
});
