import { admin, heading, type Screen } from "./accessibility-kit";
import { withVisitors } from "./accessibility-setups";

/** A site's settings: the first section, each other section shown alone, and the visitor numbers. */
export const SETTINGS_SCREENS: Screen[] = [
  admin(
    "Site settings",
    "/admin/site/settings/:id",
    (site) => `/admin/site/settings/${site.id}`,
    async (page) => {
      await heading("Site settings")(page);
      await heading("Business details")(page);
    },
  ),
  // Each section of the site's settings, shown alone beside (or, on phones, under) the list of sections.
  ...[
    { hash: "visibility", title: "Visibility" },
    { hash: "search", title: "Search and sharing" },
    { hash: "domains", title: "Custom domains" },
    { hash: "whatsapp", title: "WhatsApp and badge" },
    { hash: "export", title: "Export" },
  ].map(({ hash, title }) =>
    admin(
      `Site settings, ${title}`,
      "/admin/site/settings/:id",
      (site) => `/admin/site/settings/${site.id}#${hash}`,
      async (page) => {
        await heading("Site settings")(page);
        await heading(title)(page);
      },
    ),
  ),
  {
    ...admin(
      "Site settings, visitor numbers",
      "/admin/site/settings/:id",
      (site) => `/admin/site/settings/${site.id}#visitors`,
      heading("Site settings"),
    ),
    open: (page) => withVisitors(page, page.getByRole("region", { name: "Visitors" })),
  },
];
