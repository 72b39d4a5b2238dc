import { Button } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { useCopy } from "../../../ui/use-copy.ts";

/**
 * Copies the page's address, which holds every input (the time tools keep it in step): a finding
 * shared as a link opens on the same answer. Its texts come from the tool using it.
 */
export function CopyLinkButton({ label, copiedLabel }: { label: string; copiedLabel: string }) {
  const { copied, copy } = useCopy();
  return (
    <Button type="button" variant="outline" onClick={() => copy(window.location.href)}>
      <Icon name={copied ? "check" : "copy"} />
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </Button>
  );
}
