// The mail feature's public entry: the app's routes load its screens from here.
export { MailPage } from "./pages/mail-page";
