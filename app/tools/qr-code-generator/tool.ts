import { defineTool } from "../definition.ts";

export const qrCodeGenerator = defineTool({
  slug: "qr-code-generator",
  category: "web-tools",
  icon: "QrCode",
  status: "coming-soon",
  namespace: "qr_code_generator",
  featured: false,
  routes: [],
});
