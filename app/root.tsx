import { useEffect, useMemo } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { requestI18nContext, servicesContext } from "./context.ts";
import { ErrorPage } from "./frame/ErrorPage.tsx";
import { Frame } from "./frame/Frame.tsx";
import { useInlineCss } from "./frame/inline-css.ts";
import { NotFound } from "./frame/NotFound.tsx";
import { useNonce } from "./frame/nonce.ts";
import { detectRequestLanguage } from "./i18n/detect.ts";
import { isLanguage } from "./i18n/languages.ts";
import { splitLanguagePrefix } from "./i18n/paths.ts";
import { TranslatorProvider } from "./i18n/react.tsx";
import { rememberLanguage } from "./i18n/remember.ts";
import { createTranslator } from "./i18n/translator.ts";
import { PRODUCT_NAME, pageMeta } from "./lib/pages/page-meta.ts";
import { THEME_BOOT_SCRIPT } from "./lib/theme/theme.ts";
import { namespacesForPath } from "./site/page-namespaces.ts";
import { resourcesFor, serverT } from "./site/resources.server.ts";
import { ICON_SPRITE_URL } from "./ui/Icon.tsx";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: ICON_SPRITE_URL, as: "image", type: "image/svg+xml" },
];

/** Decides the request's language once, so every loader renders in it. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, url, context }, next) => {
    const lang = detectRequestLanguage(request, url);
    context.set(requestI18nContext, { lang, t: serverT(lang) });
    return next();
  },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, t } = context.get(requestI18nContext);
  const { catalog, config, logger } = context.get(servicesContext);
  const categories = await catalog.listCategories(lang).catch((error: unknown) => {
    // The frame still renders without its category links; the pages report their own failures.
    logger.error("footer categories failed to load", { error });
    return [];
  });
  return {
    lang,
    resources: resourcesFor(lang, namespacesForPath(url.pathname)),
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    year: new Date().getFullYear(),
    publicUrl: config.publicUrl,
    defaultDescription: t("meta.defaultDescription"),
    notFoundTitle: t("notFound.title"),
  };
}

/** The root data (the texts a page needs) changes only when the language or the needed texts change. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const named = (url: URL) => url.searchParams.get("lang") ?? splitLanguagePrefix(url.pathname).lang;
  // The texts a page needs follow from which page it is (/about, /tools/{slug}…): comparing that keeps the
  // list of every tool and its routes out of the browser; a new page of the same texts only reloads them.
  const page = (url: URL) => {
    const [first = "", second = ""] = splitLanguagePrefix(url.pathname).path.split("/").filter(Boolean);
    return first === "tools" ? `tools/${second}` : first;
  };
  return named(currentUrl) !== named(nextUrl) || page(currentUrl) !== page(nextUrl);
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  if (!loaderData) return [{ title: PRODUCT_NAME }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta({
    publicUrl: loaderData.publicUrl,
    path: location.pathname,
    lang: loaderData.lang,
    title: notFound ? loaderData.notFoundTitle : undefined,
    description: loaderData.defaultDescription,
  });
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang = data && isLanguage(data.lang) ? data.lang : "en";
  const resources = data?.resources;
  const translator = useMemo(() => createTranslator(lang, resources ?? {}), [lang, resources]);
  const nonce = useNonce();
  const css = useInlineCss();

  useEffect(() => rememberLanguage(lang), [lang]);
  // Tells browser tests (and styles, if ever needed) that the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, run before paint to avoid a theme flash.
          dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }}
        />
        {import.meta.env.DEV ? (
          // Vite serves the source stylesheet here and swaps the link when it changes (npm run dev).
          <link rel="stylesheet" href="/app/app.css" />
        ) : (
          // Inlined by the server; the browser keeps the server's text (React leaves it alone when
          // hydrating).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own compiled stylesheet.
          <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />
        )}
        <Meta />
        {/* In development React Router adds a stylesheet link, whose nonce React would report as a
            hydration mismatch (browsers hide nonces from scripts). Links need none: img-src and
            style-src allow 'self'. */}
        <Links nonce={import.meta.env.DEV ? "" : undefined} />
      </head>
      <body>
        <TranslatorProvider translator={translator}>{children}</TranslatorProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function FramedRoot({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <Frame categories={data?.categories ?? []} year={data?.year ?? new Date().getFullYear()}>
      {children}
    </Frame>
  );
}

export default function App() {
  return (
    <FramedRoot>
      <Outlet />
    </FramedRoot>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <FramedRoot>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorPage />}
    </FramedRoot>
  );
}
