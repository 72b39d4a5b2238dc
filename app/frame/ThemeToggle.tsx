import { useTranslation } from "../i18n/react.tsx";
import { Button } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { THEMES } from "./theme.ts";
import { useTheme } from "./use-theme.ts";

const ICONS = { light: "sun", dark: "moon", system: "monitor" } as const;

/** Cycles light → dark → system. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  const next = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? "system";
  const label = t("theme.toggle", { current: t(`theme.${theme}`), next: t(`theme.${next}`) });
  return (
    <Button variant="ghost" size="icon" onClick={() => setTheme(next)} aria-label={label} title={label}>
      <Icon name={ICONS[theme]} />
    </Button>
  );
}
