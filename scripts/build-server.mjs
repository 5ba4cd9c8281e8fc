// Compiles the Node entry points (the production server, the demo ERP and the ERP doctor) with esbuild.
// Packages stay external: node_modules is shipped beside build/. It also compiles the browser's
// service worker (app/pwa/service-worker.ts), which the server serves at /sw.js.
import { build } from "esbuild";

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
};

await Promise.all([
  build({ ...common, entryPoints: ["server.ts"], outfile: "build/server.js" }),
  build({ ...common, entryPoints: ["demo-erp/main.ts"], outfile: "build/demo-erp.js" }),
  build({ ...common, entryPoints: ["scripts/erp-doctor.ts"], outfile: "build/erp-doctor.js" }),
  build({ ...common, entryPoints: ["scripts/run-tests.ts"], outfile: "build/run-tests.js" }),
  build({ entryPoints: ["app/pwa/service-worker.ts"], outfile: "build/sw.js", bundle: true, minify: true, target: "es2020", logLevel: "warning" }),
]);
