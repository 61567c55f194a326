import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The creator's step heading, "Step n of 6: {label}", once it shows. */
export async function stepHeading(page: Page, label: string) {
  const heading = page.getByRole("heading", { name: new RegExp(`^Step \\d of 6: ${label}$`) });
  await expect(heading).toBeVisible();
  return heading;
}
