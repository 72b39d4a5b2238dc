import { CaseList } from "./CaseList.tsx";
import { CaseView } from "./CaseView.tsx";
import { StoragePanel } from "./StoragePanel.tsx";

/** The cases themselves: loaded after the page, with the storage, ZIP and hashing code they need. */
export default function CaseApp({
  open,
  focusName,
  authorities,
}: {
  open: string | null;
  /** The case was opened from the list: its name takes the focus when it shows. */
  focusName: boolean;
  /** The independent time-stamp authorities the export asks, by name. */
  authorities: readonly string[];
}) {
  return (
    <>
      {open ? <CaseView id={open} focusName={focusName} authorities={authorities} /> : <CaseList />}
      <StoragePanel />
    </>
  );
}
