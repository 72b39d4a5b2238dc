import type { VisitFigures, VisitRequest } from "./click-recorder.ts";
import { isPersonAgent } from "./visitor.ts";

/**
 * How a visit is described before it is counted. The shortener itself tells only a person from a bot;
 * another tool (link analytics) may describe visits further, through `classifyWith`, without the
 * shortener knowing it.
 */
export interface VisitHook {
  classify(visit: VisitRequest): VisitFigures;
  classifyWith(classifier: (visit: VisitRequest) => VisitFigures): void;
}

export function createVisitHook(): VisitHook {
  let classifier = (visit: VisitRequest): VisitFigures => ({
    bot: !isPersonAgent(visit.agent),
    referrer: "",
    country: "",
    device: "",
    browser: "",
    os: "",
  });
  return {
    classify: (visit) => classifier(visit),
    classifyWith(next) {
      classifier = next;
    },
  };
}
