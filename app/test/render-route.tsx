import { configure, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import type { Language } from "../i18n/languages.ts";
import { TranslatorProvider } from "../i18n/react.tsx";
import { createTranslator } from "../i18n/translator.ts";
import { RESOURCES } from "../site/resources.server.ts";

// CI runs every test file at once on two cores, where a debounced update can take well over the default
// one second to show; waiting longer costs nothing when the page is quick and fails the same way when not.
configure({ asyncUtilTimeout: 10_000 });

/** Renders a route's component at `path` with the loader data given, in a language, as the app would. */
export function renderRoute(
  // biome-ignore lint/suspicious/noExplicitAny: route components take their generated props type.
  Component: ComponentType<any>,
  loaderData: Record<string, unknown>,
  { path = "/en", lang = "en" }: { path?: string; lang?: Language } = {},
) {
  const Stub = createRoutesStub([{ path, Component, loader: () => loaderData }]);
  return render(
    <TranslatorProvider translator={createTranslator(lang, RESOURCES[lang])}>
      <Stub initialEntries={[path]} />
    </TranslatorProvider>,
  );
}
