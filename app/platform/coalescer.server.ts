// React's HTML stream, in fewer and larger chunks.
import { Transform, type TransformCallback } from "node:stream";

/**
 * Gathers the many small chunks React writes in one go and passes them on together at the next
 * turn of the event loop (and the rest at the end). Remix flushes the compression stream after
 * every chunk it gets, so tiny chunks made the gzip much bigger; later Suspense chunks still go
 * out as soon as React writes them.
 */
export class Coalescer extends Transform {
  private chunks: Buffer[] = [];
  private scheduled: NodeJS.Immediate | null = null;

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
    this.chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    this.scheduled ??= setImmediate(() => this.pushGathered());
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.pushGathered();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = null;
    callback(error);
  }

  private pushGathered() {
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = null;
    if (this.chunks.length === 0) return;
    const gathered = Buffer.concat(this.chunks);
    this.chunks = [];
    this.push(gathered);
  }
}
