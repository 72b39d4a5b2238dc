// A video's facts and a frame of it as a case says them: the container, length, picture, the dates and
// device the file records; for a frame, the video and the time it was taken at.
import { formatNumber, formatUtc } from "#app/lib/dates/format-date.ts";
import { fields, instantOf, known, numberOf, type Summarizer, textOf } from "#app/tools/evidence-summary.ts";

const summarizeVideo: Summarizer = (result, { t, language }) => {
  const report = fields(result);
  const video = fields(report.video);
  const width = numberOf(video.width);
  const height = numberOf(video.height);
  const duration = numberOf(report.duration);
  const created = instantOf(report.created);
  return {
    lines: known([
      { label: t("format"), value: textOf(report.format) ?? "" },
      duration !== undefined &&
        duration > 0 && {
          label: t("duration"),
          value: t("seconds", { value: formatNumber(language, duration) }),
        },
      width &&
        height && {
          label: t("dimensions"),
          value: t("pixels", { width: String(width), height: String(height) }),
        },
      created && { label: t("created"), value: formatUtc(language, created) },
      { label: t("dateTag"), value: textOf(report.dateTag) ?? "" },
      {
        label: t("device"),
        value: [textOf(report.make), textOf(report.model)].filter(Boolean).join(" "),
      },
      { label: t("software"), value: textOf(report.software) ?? "" },
      { label: t("place"), value: textOf(report.placeText) ?? "" },
    ]),
    limits: t("limits"),
  };
};

const summarizeFrame: Summarizer = (result, { t }) => {
  const frame = fields(result);
  const width = numberOf(frame.width);
  const height = numberOf(frame.height);
  return {
    lines: known([
      { label: t("video"), value: textOf(frame.video) ?? "" },
      { label: t("time"), value: textOf(frame.time) ?? "" },
      width &&
        height && {
          label: t("dimensions"),
          value: t("pixels", { width: String(width), height: String(height) }),
        },
    ]),
  };
};

export const videoInspectorSummaries = { video: summarizeVideo, "video-frame": summarizeFrame };
