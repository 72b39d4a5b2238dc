// The map as a PNG picture, to download or keep in a case. The SVG is drawn with the page's stylesheet
// (theme colours through CSS classes); a copy standing alone has none, so each element's computed paint
// is written onto the copy before it is drawn on a canvas; the legend is written under it, so the
// picture says what it shows on its own.
const PAINT = [
  "fill",
  "fill-opacity",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "opacity",
  "paint-order",
  "font-family",
  "font-size",
  "font-weight",
  "display",
] as const;

/** Pixels across the picture: the map's box at twice its size, sharp when printed. */
const PICTURE_WIDTH = 1920;

/** One line of the legend: the hatched area, the sun overhead or a place, and its words. */
export interface LegendLine {
  kind: "area" | "sun" | "place";
  label: string;
}

const LEGEND_LINE = 44;

/** The legend under the map, drawn in the page's colours. */
function drawLegend(
  context: CanvasRenderingContext2D,
  lines: readonly LegendLine[],
  top: number,
  svg: SVGSVGElement,
) {
  const style = getComputedStyle(svg);
  const text = style.color;
  const accent = getComputedStyle(svg.querySelector("[data-testid=map-area] path:last-child") ?? svg).stroke;
  context.font = `28px ${style.fontFamily}`;
  context.textBaseline = "middle";
  lines.forEach((line, index) => {
    const y = top + LEGEND_LINE * index + LEGEND_LINE / 2;
    context.lineWidth = 3;
    if (line.kind === "area") {
      context.strokeStyle = accent;
      context.save();
      context.beginPath();
      context.rect(24, y - 12, 40, 24);
      context.clip();
      context.beginPath();
      for (let x = 0; x < 80; x += 10) {
        context.moveTo(x, y + 12);
        context.lineTo(x + 24, y - 12);
      }
      context.stroke();
      context.restore();
      context.strokeRect(24, y - 12, 40, 24);
    } else {
      context.fillStyle = line.kind === "sun" ? "#fbbf24" : "#dc2626";
      context.beginPath();
      context.arc(44, y, 12, 0, 2 * Math.PI);
      context.fill();
    }
    context.fillStyle = text;
    context.fillText(line.label, 80, y);
  });
}

export async function mapPicture(svg: SVGSVGElement, legend: readonly LegendLine[]): Promise<Blob> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll("*")];
  const copies = [copy, ...copy.querySelectorAll("*")];
  originals.forEach((original, index) => {
    const target = copies[index];
    if (!(target instanceof SVGElement)) return;
    const style = getComputedStyle(original);
    target.removeAttribute("class");
    for (const property of PAINT) target.style.setProperty(property, style.getPropertyValue(property));
  });
  const { width, height } = svg.viewBox.baseVal;
  const mapHeight = Math.round((PICTURE_WIDTH * height) / width);
  const pictureHeight = mapHeight + LEGEND_LINE * legend.length + 24;
  copy.setAttribute("width", String(PICTURE_WIDTH));
  copy.setAttribute("height", String(mapHeight));
  copy.style.backgroundColor = getComputedStyle(svg).backgroundColor;
  const url = URL.createObjectURL(
    new Blob([new XMLSerializer().serializeToString(copy)], { type: "image/svg+xml" }),
  );
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = PICTURE_WIDTH;
    canvas.height = pictureHeight;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("No 2D canvas to draw the map on");
    context.fillStyle = getComputedStyle(svg).backgroundColor;
    context.fillRect(0, 0, PICTURE_WIDTH, pictureHeight);
    context.drawImage(image, 0, 0);
    drawLegend(context, legend, mapHeight + 12, svg);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error("The map could not be drawn"))),
        "image/png",
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
