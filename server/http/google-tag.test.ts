import { expect, it } from "vitest";
import { describeEachDb } from "../test/test-app";

describeEachDb(
  "with GA_MEASUREMENT_ID",
  (use) => {
    it("names the tag in the config and lets Google's hosts through the CSP", async () => {
      const response = await use().request("/api/config");
      expect(((await response.json()) as { gaMeasurementId: string }).gaMeasurementId).toBe("G-TEST12345");
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
      expect(policy).toMatch(
        /connect-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/\*\.google-analytics\.com/,
      );
    });
  },
  { GA_MEASUREMENT_ID: "G-TEST12345" },
);

describeEachDb("without GA_MEASUREMENT_ID", (use) => {
  it("names no tag and allows no Google host", async () => {
    const response = await use().request("/api/config");
    expect(((await response.json()) as { gaMeasurementId: string | null }).gaMeasurementId).toBeNull();
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/google/);
  });
});
