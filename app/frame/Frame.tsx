import type { ReactNode } from "react";
import { useTranslation } from "../i18n/react.tsx";
import { Footer, type FooterCategory } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { SessionBar } from "./SessionBar.tsx";
import { SessionProvider } from "./session.tsx";

/** The frame of every page: sticky header, main content, footer. */
export function Frame({
  categories,
  year,
  children,
}: {
  categories: FooterCategory[];
  year: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SessionProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        {t("nav.skipToContent")}
      </a>
      <div className="flex min-h-screen flex-col">
        <Header />
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 sm:px-6">
          {children}
        </main>
        <SessionBar />
        <Footer categories={categories} year={year} />
      </div>
    </SessionProvider>
  );
}
