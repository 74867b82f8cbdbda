// A rating's history as a small SVG line per rule-set family, drawn by us (no library for
// one polyline): x is the game's order, y the rating after it, with the first and last values
// written beside the line.

const SVG = "http://www.w3.org/2000/svg";

function el(name: string, attrs: Record<string, string | number>): SVGElement {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

export function ratingChart(history: Array<{ family: string; before: number; after: number }>): SVGElement {
  const width = 300, height = 90, pad = 24, labelRoom = 36;
  const svg = el("svg", { viewBox: `0 0 ${width} ${height}`, width, height, role: "img", "data-testid": "rating-chart", class: "rating-chart" });
  const families = [...new Set(history.map((c) => c.family))];
  const values = history.flatMap((c) => [c.before, c.after]);
  const lo = Math.min(...values) - 5, hi = Math.max(...values) + 5;
  const y = (r: number) => height - pad / 2 - ((r - lo) / (hi - lo)) * (height - pad);
  const title = el("title", {});
  title.textContent = families.map((f) => `${f}: ${history.filter((c) => c.family === f).map((c) => c.after).join(" → ")}`).join("; ");
  svg.appendChild(title);
  families.forEach((family, i) => {
    const points = history.filter((c) => c.family === family);
    const series = [points[0].before, ...points.map((c) => c.after)];
    const step = (width - pad - labelRoom) / Math.max(1, series.length - 1);
    const coords = series.map((r, k) => `${pad + k * step},${y(r).toFixed(1)}`).join(" ");
    svg.appendChild(el("polyline", { points: coords, fill: "none", stroke: "currentColor", "stroke-width": 2, "stroke-dasharray": i === 0 ? "" : "4 3" }));
    const last = el("text", { x: width - labelRoom + 4, y: y(series[series.length - 1]) + 4, "font-size": 10, fill: "currentColor" });
    last.textContent = String(series[series.length - 1]);
    svg.appendChild(last);
  });
  return svg;
}
