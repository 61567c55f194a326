// The file-explorer feature's public entry: what other features use.
export { FileExplorer } from "./components/file-explorer";
