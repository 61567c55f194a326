// `npm start`: install what is missing, build, then serve (the server migrates the database itself).
import { spawn } from "node:child_process";
import { BUBBLEWRAP, ensureBuild, ensureDebianPackage, ensureDependencies } from "./lib/prepare.mjs";
import { switchToProjectNode } from "./lib/runtime.mjs";

await switchToProjectNode();
ensureDependencies();
// Without it the app still serves; publishing answers that the sandbox cannot start.
ensureDebianPackage({ ...BUBBLEWRAP, required: false });
ensureBuild();

const server = spawn(process.execPath, ["--enable-source-maps", "dist/server/main.js"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
