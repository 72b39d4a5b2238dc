import { Button, type ButtonSize } from "./Button.tsx";
import { Icon } from "./Icon.tsx";
import { useCopy } from "./use-copy.ts";

/**
 * Copies the page's address, which holds every input (the time tools keep it in step): a finding
 * shared as a link opens on the same answer. Its texts come from the tool using it.
 */
export function CopyLinkButton({
  label,
  copiedLabel,
  size,
}: {
  label: string;
  copiedLabel: string;
  size?: ButtonSize;
}) {
  const { copied, copy } = useCopy();
  return (
    <Button type="button" variant="outline" size={size} onClick={() => copy(window.location.href)}>
      <Icon name={copied ? "check" : "copy"} />
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </Button>
  );
}
