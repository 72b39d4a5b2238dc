import type { ShouldRevalidateFunctionArgs } from "react-router";
import { useTranslation } from "../../../i18n/react.tsx";
import { staticPageMeta } from "../../../lib/page-loader.server.ts";
import { metaFromLoader } from "../../../lib/route-meta.ts";
import { PageHeader } from "../../../ui/page-header.tsx";
import { Toaster } from "../../../ui/toaster.tsx";
import type { Route } from "./+types/qr-code-page";
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
