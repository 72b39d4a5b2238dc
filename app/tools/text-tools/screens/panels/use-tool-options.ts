import type { TransformToolId } from "../../logic/registry.ts";
import { textToolsSession } from "../../state/session.ts";
import { useTextToolsState } from "../use-text-tools.ts";

/** A tool's options as its parser reads them, and a setter for one of them. */
export function useToolOptions<T extends object>(
  toolId: TransformToolId,
  parse: (raw: unknown) => T,
): [T, <K extends keyof T & string>(name: K, value: T[K]) => void] {
  const { options } = useTextToolsState();
  const set = <K extends keyof T & string>(name: K, value: T[K]) =>
    textToolsSession().store.setOption(toolId, name, value);
  return [parse(options[toolId]), set];
}
