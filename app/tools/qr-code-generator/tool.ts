import { defineTool } from "../definition.ts";

export const qrCodeGenerator = defineTool({
  slug: "qr-code-generator",
  category: "web-tools",
  icon: "QrCode",
  status: "active",
  namespace: "qr_code_generator",
  featured: false,
  routes: [
    { path: "tools/qr-code-generator", file: "tools/qr-code-generator/screens/qr-code-generator-page.tsx" },
  ],
});
