// A stream of JSON lines (application/x-ndjson) read as it comes: how the server tells a page of work in
// progress (the link investigator's hops, the page capture's resources).

/** Calls `onLine` with each line's value as it arrives; resolves when the stream ends. */
export async function readNdjson<Line>(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  onLine: (line: Line) => void,
): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const lines = (buffered + value).split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) if (line !== "") onLine(JSON.parse(line) as Line);
  }
  if (buffered.trim() !== "") onLine(JSON.parse(buffered) as Line);
}
