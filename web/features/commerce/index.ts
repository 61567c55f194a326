// The commerce feature's public entry: the app's routes load its screens from here.
export { CommercePage } from "./pages/commerce-page";
export { OrdersPage } from "./pages/orders-page";
export { ProductPage } from "./pages/product-page";
export { ProductsPage } from "./pages/products-page";
