/**
 * The JSON error box shows the engine's message and, on a line of its own in the page's language, where
 * the error is. The position the message already states in English ("(line 1, column 13)", V8's
 * "(line 1 column 8)", Firefox's "at line 1 column 8 of the JSON data") is dropped from it.
 */
export function errorWithoutPosition(message: string): string {
  return message
    .replace(/ ?\(line \d+,? column \d+\)/, "")
    .replace(/ at line \d+ column \d+ of the JSON data/, "")
    .trim();
}
