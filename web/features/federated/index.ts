// The federated feature's public entry: the app's routes load its screen from here.
export { FederatedPage } from "./pages/federated-page";
