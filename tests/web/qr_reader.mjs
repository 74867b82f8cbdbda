// Reads a QR code on the page back, as a phone would: the SVG is drawn onto a canvas in the
// page, its pixels come out, and jsQR (a decoder that shares no code with the encoder) reads
// them. So a test checks what the code says, not only that there is one.

import { createRequire } from "node:module";
import path from "node:path";

export async function readQr(page, locator, webDir) {
  const jsQR = createRequire(path.join(webDir, "package.json"))("jsqr");
  const handle = await locator.elementHandle();
  const { width, height, pixels } = await page.evaluate(async (svg) => {
    const size = 400;
    const image = new Image();
    image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(new XMLSerializer().serializeToString(svg));
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = size;
    const ctx = canvas.getContext("2d");
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(image, 0, 0, size, size);
    return { width: size, height: size, pixels: Array.from(ctx.getImageData(0, 0, size, size).data) };
  }, handle);
  const code = jsQR(Uint8ClampedArray.from(pixels), width, height);
  return code ? code.data : null;
}
