import { Transform, type TransformCallback } from "node:stream";

/**
 * Drops the NUL bytes React 18's Node renderer pads a chunk with when a multi-byte character
 * (€, à) does not fit at the end of its 2 KB buffer (facebook/react#24985, fixed in React 19 by
 * facebook/react#26228; docs/decisions/streaming-render.md). React writes each chunk separately,
 * and UTF-8 has no 0x00 byte except U+0000 itself, which HTML never carries.
 */
export class NulPaddingFilter extends Transform {
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    let end = chunk.length;
    while (end > 0 && chunk[end - 1] === 0) end--;
    done(null, chunk.subarray(0, end));
  }
}
