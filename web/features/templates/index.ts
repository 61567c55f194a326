// The templates feature's public entry: the gallery's data for the creator, and the pictures that lead into it.
export { creatorPathFor, type Template, templatesQueryOptions } from "./api/templates";
export { TemplatePicks } from "./components/template-picks";
