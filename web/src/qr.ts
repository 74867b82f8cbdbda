// QR codes of links, for a phone pointed at the director's screen or at a printed slip: an SVG
// built node by node (no inline markup or script, so the Content-Security-Policy stays strict),
// dark modules on white with the four-module quiet zone the standard asks for, error
// correction M. Encoded by the `uqr` package.
import { encode } from "uqr";

import "./qr.css";

const SVG = "http://www.w3.org/2000/svg";

export function qrCode(text: string, label: string): SVGSVGElement {
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${size} ${size}`);
  svg.setAttribute("class", "qr");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  svg.setAttribute("shape-rendering", "crispEdges");
  svg.dataset.qr = text;
  const background = document.createElementNS(SVG, "rect");
  background.setAttribute("width", String(size));
  background.setAttribute("height", String(size));
  background.setAttribute("fill", "#fff");
  let d = "";
  data.forEach((row, y) => row.forEach((dark, x) => (d += dark ? `M${x} ${y}h1v1h-1z` : "")));
  const modules = document.createElementNS(SVG, "path");
  modules.setAttribute("d", d);
  modules.setAttribute("fill", "#000");
  svg.append(background, modules);
  return svg;
}
