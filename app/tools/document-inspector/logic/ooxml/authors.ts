// The names found across the file (properties, comments, tracked changes, people lists), each once, with
// where it appears: the "who touched this" a fact-checker asks first.
import { CappedList, MAX_ITEMS } from "./limits.ts";
import type { AuthorEntry, AuthorRole, Capped } from "./types.ts";

/** Accounts kept per name. */
const MAX_ACCOUNTS = 10;

export class AuthorBook {
  private readonly entries = new Map<string, AuthorEntry>();
  private omitted = 0;

  /** Counts `name` in `role` `count` times; a blank name is no one. Names are matched trimmed, case kept. */
  add(name: string | null | undefined, role: AuthorRole, account?: string | null, count = 1): void {
    const trimmed = name?.trim();
    if (!trimmed) return;
    let entry = this.entries.get(trimmed);
    if (!entry) {
      if (this.entries.size >= MAX_ITEMS) {
        this.omitted++;
        return;
      }
      entry = { name: trimmed, roles: [], accounts: [] };
      this.entries.set(trimmed, entry);
    }
    const held = entry.roles.find((item) => item.role === role);
    if (held) held.count += count;
    else entry.roles.push({ role, count });
    const id = account?.trim();
    if (id && !entry.accounts.includes(id) && entry.accounts.length < MAX_ACCOUNTS) entry.accounts.push(id);
  }

  /** The names in the order first met. */
  capped(): Capped<AuthorEntry> {
    const list = new CappedList<AuthorEntry>();
    for (const entry of this.entries.values()) list.push(entry);
    return { items: list.items, omitted: this.omitted };
  }
}
