import { useTranslation } from "../i18n/react.tsx";
import { THEMES } from "../lib/theme/theme.ts";
import { useTheme } from "../lib/theme/use-theme.ts";
import { Button } from "../ui/Button.tsx";
import { Icon } from "../ui/Icon.tsx";

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
