// The posts feature's public entry: what the app routes use.
export { PostEditorPage } from "./components/post-editor-page";
export { PostsPage } from "./components/posts-page";
