/**
 * Message keys returned by the transforms, in the `text_tools` i18next namespace.
 * Keys are dotted paths: in a locale file "messages.noText" lives at `{ "messages": { "noText": … } }`.
 * The English texts are the product's original wording, kept word for word, with i18next's `{{param}}`
 * interpolation.
 */
export const MESSAGES_EN = {
  "messages.noText": "No text to process",
  "messages.convertedLowercase": "Converted to lowercase",
  "messages.convertedUppercase": "Converted to uppercase",
  "messages.convertedCapitalized": "Converted to capitalized case",
  "messages.convertedSentence": "Converted to sentence case",
  "messages.duplicatesRemoved": "Duplicate lines removed",
  "messages.noDuplicates": "No duplicate lines found",
  "messages.blankLinesRemoved": "Blank lines removed",
  "messages.noBlankLines": "No blank lines found",
  "messages.specialCharsRemoved": "Special characters removed",
  "messages.specialCharsKept": "Only special characters kept",
  "messages.nothingToRemove": "Nothing to remove with these options",
  "messages.nothingToKeep": "Nothing would be left with these options",
  "messages.sortedAscending": "Lines sorted in ascending order",
  "messages.sortedDescending": "Lines sorted in descending order",
  "messages.textReversed": "Text reversed",
  "messages.eachLineReversed": "Each line reversed",
  "messages.slugGenerated": "Slug generated",
  "messages.slugEmpty": "No letters or digits to make a slug from",
  "messages.lineNumbersAdded": "Line numbers added",
  "messages.noLinesToNumber": "No lines to number",
  "messages.jsonPrettified": "JSON prettified",
  "messages.jsonMinified": "JSON minified",
  "messages.invalidJson": "Invalid JSON: {{error}}",
  "messages.unknownJsonError": "Unknown error parsing JSON",
  "messages.jsonTooLargeToPrettify":
    "Prettified, this JSON would be over 100 million characters: too large. Choose a smaller indent, or minify it.",
} as const;

export type MessageKey = keyof typeof MESSAGES_EN;

export type MessageParams = Readonly<Record<string, string | number>>;
