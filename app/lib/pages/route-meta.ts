import type { MetaDescriptor } from "react-router";

/** The `meta` export of pages whose loader computed their tags. */
export function metaFromLoader({
  loaderData,
}: {
  loaderData?: { meta: MetaDescriptor[] };
}): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
