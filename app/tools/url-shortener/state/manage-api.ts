// The management API (GET, PATCH and DELETE /api/short-links/{slug}) as the manage page calls it: the key
// goes in the Authorization header, never in an address.
import type { ErrorBody } from "../logic/types.ts";
import type { managedLink } from "../server/api.ts";

export type ManagedLink = ReturnType<typeof managedLink>;

export type ManageAnswer<T> = { ok: true; value: T } | { ok: false; status: number; error: ErrorBody | null };

async function call<T>(
  slug: string,
  key: string,
  init: { method: "GET" | "PATCH" | "DELETE"; body?: unknown },
  read: (response: Response) => Promise<T>,
): Promise<ManageAnswer<T>> {
  const response = await fetch(`/api/short-links/${encodeURIComponent(slug)}`, {
    method: init.method,
    headers: {
      Authorization: `Bearer ${key}`,
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.ok) return { ok: true, value: await read(response) };
  const error = (await response.json().catch(() => null)) as ErrorBody | null;
  return { ok: false, status: response.status, error };
}

const linkOf = async (response: Response) => ((await response.json()) as { link: ManagedLink }).link;

export const manageApi = {
  open: (slug: string, key: string) => call(slug, key, { method: "GET" }, linkOf),
  changeDestination: (slug: string, key: string, url: string) =>
    call(slug, key, { method: "PATCH", body: { url } }, linkOf),
  setDisabled: (slug: string, key: string, disabled: boolean) =>
    call(slug, key, { method: "PATCH", body: { disabled } }, linkOf),
  remove: (slug: string, key: string) => call(slug, key, { method: "DELETE" }, async () => null),
};
