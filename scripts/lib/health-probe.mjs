// Times GET /healthz of the URL given as argument every 200 ms, in a process of its own (so the load
// generator's work does not add to the figures), until the parent asks for the results.
import http from "node:http";

const url = process.argv[2];
const EVERY_MS = 200;
const timings = [];
let running = true;

function timeOnce() {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const request = http.get(`${url}/healthz`, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
    });
    request.on("error", () => resolve(Infinity));
  });
}

process.on("message", () => {
  running = false;
});

while (running) {
  timings.push(await timeOnce());
  await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
}
process.send(timings, () => process.exit(0));
