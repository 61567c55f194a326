// `npm start`: install what is missing, build, then serve (the server migrates the database itself).
import { spawn } from "node:child_process";
import { ensureBuild, ensureDependencies } from "./lib/prepare.mjs";

ensureDependencies();
ensureBuild();

const server = spawn(process.execPath, ["--enable-source-maps", "dist/server/main.js"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
