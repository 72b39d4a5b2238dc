import { createContext, useContext } from "react";

/** The CSP nonce of the current document, provided by the server entry; empty in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
