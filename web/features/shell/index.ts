// The shell feature's public entry: what other features use. The app layer composes the shell's
// components from their own files.
export { ADMIN_MENU_ITEMS, type AdminMenuItem } from "./admin-menu-items";
