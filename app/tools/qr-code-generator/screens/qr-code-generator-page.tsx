import type { ShouldRevalidateFunctionArgs } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { Toaster } from "#app/ui/Toaster.tsx";
import type { Route } from "./+types/qr-code-generator-page";
import { QrGenerator } from "./QrGenerator.tsx";
import { QrReader } from "./QrReader.tsx";

export function loader(args: Route.LoaderArgs) {
  return { meta: staticPageMeta(args, "qr_code_generator:meta") };
}

export const meta = metaFromLoader;

/** The address follows what is typed (to share it); that changes nothing the server sends. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** Make a QR code for a link, a message, a phone number or a Wi-Fi network, or read one from an image. */
export default function QrCodePage() {
  const { t } = useTranslation("qr_code_generator");
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <QrGenerator />
      <QrReader />
      <Toaster />
    </div>
  );
}
