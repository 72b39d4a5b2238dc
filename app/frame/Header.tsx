import { useTranslation } from "../i18n/react.tsx";
import { useLocalizedPath } from "../i18n/use-localized-path.ts";
import { Button } from "../ui/Button.tsx";
import { Icon } from "../ui/Icon.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { useSearchLauncher } from "./SearchLauncher.tsx";
import { SignInButton } from "./SignInButton.tsx";
import { ThemeToggle } from "./ThemeToggle.tsx";
import { Wordmark } from "./Wordmark.tsx";

export function Header() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { openSearch, prefetch, overlay } = useSearchLauncher();
  return (
    <header className="sticky top-0 z-40 h-16 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Wordmark to={to("/")} label={t("nav.home")} />
        <div className="hidden flex-1 justify-center px-4 md:flex">
          <button
            type="button"
            onClick={openSearch}
            onPointerEnter={prefetch}
            onFocus={prefetch}
            aria-haspopup="dialog"
            aria-keyshortcuts="Control+K Meta+K /"
            className="flex h-10 w-full max-w-md items-center gap-2 rounded-md border border-input bg-muted/50 px-3 text-sm text-muted-foreground hover:bg-muted"
          >
            <Icon name="search" className="size-4" />
            <span className="flex-1 text-left">{t("search.placeholder")}</span>
            <kbd className="rounded border bg-background px-1.5 py-0.5 font-sans text-xs">Ctrl K</kbd>
          </button>
        </div>
        <nav aria-label={t("nav.preferences")} className="ml-auto flex items-center gap-1 md:ml-0">
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            onClick={openSearch}
            aria-label={t("search.open")}
            aria-haspopup="dialog"
          >
            <Icon name="search" />
          </Button>
          <LanguageSwitcher />
          <ThemeToggle />
          <SignInButton />
        </nav>
      </div>
      {overlay}
    </header>
  );
}
