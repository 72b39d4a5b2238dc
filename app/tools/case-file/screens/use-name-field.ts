// A case's name as the list and the "Add to case" dialog take it: a module of its own, so that the
// dialog, which other tools' pages load, does not bring the list with it.
import { useState } from "react";
import { nameProblem } from "../logic/case.ts";

/** A name field that refuses an empty or overlong name on the field, changing nothing. */
export function useNameField(initial = "") {
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<"empty" | "long" | null>(null);
  return {
    name,
    problem,
    change(value: string) {
      setName(value);
      if (problem) setProblem(nameProblem(value));
    },
    /** The trimmed name, or null (and the message shown) when it is refused. */
    take(): string | null {
      const found = nameProblem(name);
      setProblem(found);
      return found ? null : name.trim();
    },
    reset() {
      setName("");
      setProblem(null);
    },
  };
}
