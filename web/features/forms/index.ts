// The forms feature's public entry: what the app routes use.
export { FormInboxPage } from "./components/form-inbox-page";
