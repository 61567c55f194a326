import { describe, expect, it } from "vitest";
import { loadingTextFor } from "./loading-screen";

// The full-page loading screen says what is being loaded, by path (docs/product.md#shell).
describe("loading texts", () => {
  it("names the screen being loaded", () => {
    expect(loadingTextFor("/admin/sites")).toEqual({
      title: "Loading Sites...",
      subtitle: "Preparing your site manager",
    });
    expect(loadingTextFor("/admin/site/abc")).toEqual({
      title: "Loading Editor...",
      subtitle: "Preparing the page editor",
    });
    expect(loadingTextFor("/admin/mail").title).toBe("Loading Mail...");
    expect(loadingTextFor("/admin/billing/after").title).toBe("Loading Billing...");
    expect(loadingTextFor("/admin/media/abc").title).toBe("Loading Media...");
    expect(loadingTextFor("/admin/members").title).toBe("Loading Team...");
    expect(loadingTextFor("/admin/creator").title).toBe("Loading Site Creator...");
    expect(loadingTextFor("/admin/settings").title).toBe("Loading Settings...");
    expect(loadingTextFor("/admin/submissions/abc").title).toBe("Loading Submissions...");
    expect(loadingTextFor("/admin/commerce/orders/1").title).toBe("Loading Store...");
    expect(loadingTextFor("/blogs/first-post").title).toBe("Loading Blog...");
    expect(loadingTextFor("/docs").title).toBe("Loading Documentation...");
    expect(loadingTextFor("/signin").title).toBe("Loading Sign In...");
    expect(loadingTextFor("/login").title).toBe("Loading Sign In...");
    expect(loadingTextFor("/signup").title).toBe("Loading Sign Up...");
  });

  it("prefers the more specific path: a site's settings and business details are not the editor or the list", () => {
    expect(loadingTextFor("/admin/site/settings/abc").title).toBe("Loading Settings...");
    expect(loadingTextFor("/admin/sites/abc/details").title).toBe("Loading Business details...");
    expect(loadingTextFor("/admin/sites/claim/some-slug").title).toBe("Loading Sites...");
  });

  it("matches whole segments and says a plain 'Loading...' elsewhere", () => {
    expect(loadingTextFor("/admin")).toEqual({ title: "Loading..." });
    expect(loadingTextFor("/admin/sitesfoo")).toEqual({ title: "Loading..." });
    expect(loadingTextFor("/")).toEqual({ title: "Loading..." });
  });
});
