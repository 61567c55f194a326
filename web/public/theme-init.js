// Applies the saved theme before the first paint, so dark mode never flashes white.
(() => {
  try {
    const saved = localStorage.getItem("vite-ui-theme") || "light";
    const dark = saved === "dark" || (saved === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.add(dark ? "dark" : "light");
  } catch {
    document.documentElement.classList.add("light");
  }
})();
