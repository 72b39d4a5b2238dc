import { createContext } from "react-router";
import type { Services } from "../server/services.ts";
import type { Language } from "./i18n/languages.ts";
import type { TFunction } from "./i18n/translator.ts";

/** The server's services (database-backed repositories, configuration, logger), one set per process. */
export const servicesContext = createContext<Services>();

/** The language of the current request and a translation function for it, set by the root middleware. */
export const requestI18nContext = createContext<{ lang: Language; t: TFunction }>();

/** The address of the client that sent the request, as the HTTP entry determined it (proxies considered). */
export const clientAddressContext = createContext<string>();
