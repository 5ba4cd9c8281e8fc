// How late the shop's own event loop runs: a timer that should fire every 50 ms notes how late it
// fired. A high lag means the shop itself is the bottleneck (too much work queued), not the ERP: ERP
// time-outs during it are not blamed on the ERP.
import { performance } from "node:perf_hooks";

const SAMPLE_MS = 50;
const KEPT_SAMPLES = 200; // 10 s

interface Sample {
  /** When the sample was taken (epoch ms). */
  at: number;
  lagMs: number;
}

const samples: Sample[] = [];
let timer: NodeJS.Timeout | undefined;

/** Starts sampling (once per process; the timer does not keep the process alive). */
export function startLagMonitor(): void {
  if (timer) return;
  let expected = performance.now() + SAMPLE_MS;
  timer = setInterval(() => {
    const now = performance.now();
    samples.push({ at: Date.now(), lagMs: Math.max(0, now - expected) });
    if (samples.length > KEPT_SAMPLES) samples.shift();
    expected = now + SAMPLE_MS;
  }, SAMPLE_MS);
  timer.unref();
}

/** The largest lag seen since `since` (epoch ms); 0 when the monitor is not running. */
export function maxLagSince(since: number): number {
  let max = 0;
  for (let i = samples.length - 1; i >= 0 && samples[i]!.at >= since; i--) max = Math.max(max, samples[i]!.lagMs);
  return max;
}
