import { describe, expect, it } from "vitest";
import { fieldId, getAt, moved, setAt } from "./data-paths";

describe("the details' data paths", () => {
  const data = { contact: { hours: [{ days: "Monday", hours: "Closed" }] }, name: "Salon" };

  it("read a value deep in the data, and nothing where the path leads nowhere", () => {
    expect(getAt(data, ["contact", "hours", 0, "days"])).toBe("Monday");
    expect(getAt(data, ["copy", "services", 3])).toBeUndefined();
  });

  it("change one value and copy only what lies on its way", () => {
    const changed = setAt(data, ["contact", "hours", 0, "hours"], "08:00 – 17:00");
    expect(changed.contact.hours[0]).toEqual({ days: "Monday", hours: "08:00 – 17:00" });
    expect(data.contact.hours[0]?.hours).toBe("Closed");
    expect(changed.name).toBe("Salon");
    expect(setAt({}, ["photos", "gallery", 0, "src"], "/media/a.jpg")).toEqual({
      photos: { gallery: [{ src: "/media/a.jpg" }] },
    });
  });

  it("name a field's control, and move an item in a list", () => {
    expect(fieldId(["copy", "services", 3, "price"])).toBe("details-copy-services-3-price");
    expect(fieldId("copy.about")).toBe("details-copy-about");
    expect(moved(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
  });
});
