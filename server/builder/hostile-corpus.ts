// Imports a hostile site might write to read the host's files; every one must be refused (docs/decisions/007).

export type HostileCase = { name: string; files: Record<string, string>; expected: RegExp };

const ABSOLUTE = /refused: absolute paths are not allowed/;
const OUTSIDE = /refused: the path leads outside the site/;
const ENCODED = /refused: URL-encoded paths are not allowed/;
const BACKSLASH = /refused: backslashes are not allowed/;
const BUILTIN = /refused: Node built-in modules are not available/;
const SCHEME = /refused: "[a-z]+:" URLs cannot be imported/;
const PACKAGE = /refused: site code may import only its own files and webcraft, webcraft:content, react/;
const NOT_FOUND = /Could not find/;

function page(statement: string, body = "null"): Record<string, string> {
  return { "pages/Index.jsx": `${statement}\nexport default function Index() { return ${body}; }\n` };
}

function js(name: string, specifier: string, expected: RegExp): HostileCase {
  return { name, files: page(`import value from ${JSON.stringify(specifier)};`, "String(value)"), expected };
}

function css(name: string, stylesheet: string, expected: RegExp): HostileCase {
  return { name, files: { ...page('import "../styles.css";'), "styles.css": stylesheet }, expected };
}

export const HOSTILE_CASES: HostileCase[] = [
  js("absolute path", "/etc/passwd", ABSOLUTE),
  js("absolute path to the repo", new URL("../../package.json", import.meta.url).pathname, ABSOLUTE),
  js("procfs environment", "/proc/self/environ", ABSOLUTE),
  js("procfs root symlink", "/proc/self/root/etc/passwd", ABSOLUTE),
  js("dot-dot chain", "../../../../../../etc/passwd", OUTSIDE),
  js("dot-dot to the repo's package.json", "../../../package.json", OUTSIDE),
  js("dot-slash then dot-dot", "./../../../../etc/passwd", OUTSIDE),
  js("dot-dot through a made-up node_modules", "./node_modules/../../../etc/passwd", OUTSIDE),
  js("dot-dot after a site folder", "../components/../../../etc/passwd", OUTSIDE),
  js("lone dot-dot above the root", "../..", OUTSIDE),
  js("url-encoded dot-dot-slash", "%2e%2e%2f%2e%2e%2fetc%2fpasswd", ENCODED),
  js("mixed encoding", "..%2f..%2f..%2fetc%2fpasswd", ENCODED),
  js("double encoding", "%252e%252e%252fetc%252fpasswd", ENCODED),
  js("backslash dot-dot", "..\\..\\..\\etc\\passwd", BACKSLASH),
  js("backslash relative", ".\\pages\\About.jsx", BACKSLASH),
  js("windows drive", "C:\\Windows\\win.ini", BACKSLASH),
  js("windows drive with slashes", "C:/Windows/win.ini", SCHEME),
  js("file URL", "file:///etc/passwd", SCHEME),
  js("upper-case file URL", "FILE:///etc/passwd", SCHEME),
  js("data URL", "data:text/javascript,export default 1", SCHEME),
  js("http URL", "http://127.0.0.1:3000/api/sites", SCHEME),
  js("https URL", "https://example.com/x.js", SCHEME),
  js("protocol-relative URL", "//example.com/x.js", ABSOLUTE),
  js("home folder", "~/.ssh/id_rsa", /refused: home-folder paths/),
  js("null byte", "./x\u0000.jsx", /refused: control characters/),
  js("fs", "fs", BUILTIN),
  js("node:fs", "node:fs", BUILTIN),
  js("fs/promises", "fs/promises", BUILTIN),
  js("child_process", "child_process", BUILTIN),
  js("node:child_process", "node:child_process", BUILTIN),
  js("os", "os", BUILTIN),
  js("process", "process", BUILTIN),
  js("node:module", "node:module", BUILTIN),
  js("lodash (not on the allow-list)", "lodash", PACKAGE),
  js("esbuild (installed, not allowed)", "esbuild", PACKAGE),
  js("tailwindcss from JavaScript", "tailwindcss", PACKAGE),
  js("scoped package", "@hono/node-server", PACKAGE),
  js("react's package.json", "react/package.json", PACKAGE),
  js("dot-dot out of react", "react/../../package.json", PACKAGE),
  js("dot-dot out of react-dom/client", "react-dom/client/../../../../etc/passwd", PACKAGE),
  js("react-dom/server (builder only)", "react-dom/server", PACKAGE),
  js("scheduler (a dependency, not allowed)", "scheduler", PACKAGE),
  js("site-looking bare path", "pages/../../../etc/passwd", PACKAGE),
  js("the runtime's build facts", "webcraft:site", SCHEME),
  js("a runtime module by its file", "webcraft/form", PACKAGE),
  js("dot-dot out of the runtime", "webcraft/../../../package.json", PACKAGE),
  js("JSON outside the site", "../../package.json", OUTSIDE),
  js("a site file that does not exist", "./etc/passwd", NOT_FOUND),
  js("host node_modules through a relative path", "../node_modules/react/package.json", NOT_FOUND),
  js("image outside the site", "../../../etc/passwd.png", OUTSIDE),
  {
    name: "unicode escapes spelling an absolute path",
    files: page('import value from "\\u002fetc\\u002fpasswd";', "String(value)"),
    expected: ABSOLUTE,
  },
  { name: "require()", files: page('const value = require("/etc/passwd");', "String(value)"), expected: ABSOLUTE },
  { name: "require() of a built-in", files: page('const fs = require("fs");', "String(fs)"), expected: BUILTIN },
  {
    name: "require() with a template literal",
    files: page("const value = require(`/etc/passwd`);", "String(value)"),
    expected: ABSOLUTE,
  },
  { name: "dynamic import()", files: page('import("/etc/passwd");'), expected: ABSOLUTE },
  {
    name: "dynamic import() of node:fs",
    files: page('import("node:fs").then((fs) => fs.readFileSync("/etc/passwd"));'),
    expected: BUILTIN,
  },
  { name: "re-export", files: page('export * from "/etc/passwd";'), expected: ABSOLUTE },
  {
    name: "import from a component",
    files: {
      ...page('import A from "../components/A.jsx";', "A"),
      "components/A.jsx": 'export { default } from "../../etc/passwd";',
    },
    expected: OUTSIDE,
  },
  css("CSS @import absolute", '@import "/etc/passwd";', ABSOLUTE),
  css("CSS @import url()", "@import url(/etc/passwd);", ABSOLUTE),
  css("CSS @import dot-dot", '@import "../../../etc/passwd";', OUTSIDE),
  css("CSS @import file URL", '@import "file:///etc/passwd";', SCHEME),
  css("CSS @import https", '@import "https://evil.example/x.css";', SCHEME),
  css("CSS url() dot-dot", "body { background: url(../../../etc/passwd); }", OUTSIDE),
  css("CSS url() absolute", 'body { background: url("/etc/passwd"); }', ABSOLUTE),
  css("CSS url() file URL", "body { background: url(file:///etc/passwd); }", SCHEME),
  css("CSS url() encoded", "body { background: url(%2e%2e/%2e%2e/etc/passwd); }", ENCODED),
  css("CSS escapes spelling an absolute path", '@import "\\2f etc\\2f passwd";', ABSOLUTE),
  css("Tailwind sheet importing a host file", '@import "tailwindcss";\n@import "/etc/passwd";', ABSOLUTE),
  css("Tailwind sheet importing dot-dot", '@import "tailwindcss";\n@import "../../../package.json";', OUTSIDE),
  css(
    "Tailwind @plugin",
    '@import "tailwindcss";\n@plugin "/etc/passwd";',
    /Tailwind plugins and config files cannot run/,
  ),
  css(
    "Tailwind @config",
    '@import "tailwindcss";\n@config "../../package.json";',
    /Tailwind plugins and config files cannot run/,
  ),
  css(
    "Tailwind sheet url() to a host file",
    '@import "tailwindcss";\nbody { background: url(/etc/passwd); }',
    ABSOLUTE,
  ),
  {
    name: "CSS modules composes from a host file",
    files: {
      ...page('import styles from "../a.module.css";', "styles.x"),
      "a.module.css": '.x { composes: y from "/etc/passwd"; }',
    },
    expected: ABSOLUTE,
  },
  {
    name: "an unimportable file type",
    files: { ...page('import "../secret.env";'), "secret.env": "KEY=1" },
    expected: /cannot be imported/,
  },
];
