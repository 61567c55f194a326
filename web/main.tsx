import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers/app-providers";
import { createRouter } from "./app/router";
import { makeBackgroundInertBehindLayers } from "./components/ui/inert-behind-layers";
import { setAppNavigation } from "./lib/app-navigation";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

makeBackgroundInertBehindLayers();
const router = createRouter();
setAppNavigation((to) => void router.navigate(to));

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
