// A video for Chromium's fake camera (--use-file-for-fake-video-capture): an EAN-13 drawn by bwip-js
// as black bars on white, a few identical frames of YUV4MPEG2 (4:2:0), which Chromium plays in a loop.
import fs from "node:fs";
import bwipjs from "bwip-js/node";

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 4;
const BAR_HEIGHT = 240;
const FRAMES = 5;
const BLACK = 16;
const WHITE = 235;

/** Writes the video of `ean13` (13 digits) to `file`. */
export function writeBarcodeVideo(file: string, ean13: string): void {
  // bwip-js checks the 13th digit; `sbs` are the widths, in modules, of bar, space, bar…
  const [symbol] = bwipjs.raw("ean13", ean13, {}) as Array<{ sbs: number[] }>;
  const widths = symbol!.sbs;
  const modules = widths.reduce((sum, width) => sum + width, 0);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  const left = Math.floor((WIDTH - modules * MODULE_PX) / 2);
  const top = Math.floor((HEIGHT - BAR_HEIGHT) / 2);
  let x = left;
  widths.forEach((width, index) => {
    const isBar = index % 2 === 0;
    if (isBar) {
      for (let row = top; row < top + BAR_HEIGHT; row++) luma.fill(BLACK, row * WIDTH + x, row * WIDTH + x + width * MODULE_PX);
    }
    x += width * MODULE_PX;
  });
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
