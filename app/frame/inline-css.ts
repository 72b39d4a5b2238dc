import { createContext, useContext } from "react";

/**
 * The site's stylesheet, which the server entry inlines into every document: one round trip less before
 * the first paint. Empty in the browser, where the server's <style> is already in the page.
 */
export const InlineCssContext = createContext<string>("");

export function useInlineCss(): string {
  return useContext(InlineCssContext);
}
