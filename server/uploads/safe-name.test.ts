import { describe, expect, it } from "vitest";
import { displayName, safeMediaName } from "./safe-name";

describe("safeMediaName", () => {
  it("keeps an ordinary name, with the extension the content showed", () => {
    expect(safeMediaName("team-photo.png", "png")).toBe("team-photo.png");
    expect(safeMediaName("Team Photo 2024.JPG", "jpg")).toBe("Team-Photo-2024.jpg");
    expect(safeMediaName("logo.jpg", "png")).toBe("logo.png");
    expect(safeMediaName("README", "pdf")).toBe("README.pdf");
    expect(safeMediaName("version 1.2", "pdf")).toBe("version-1.2.pdf");
  });

  it("keeps the last part of a path only", () => {
    expect(safeMediaName("../../etc/passwd", "png")).toBe("passwd.png");
    expect(safeMediaName("..\\..\\windows\\win.ini", "png")).toBe("win.png");
    expect(safeMediaName("/var/www/../x.svg", "svg")).toBe("x.svg");
    expect(safeMediaName("photos/", "jpg")).toBe("file.jpg");
  });

  it("removes NUL, controls and bidirectional overrides", () => {
    expect(safeMediaName("evil\u0000.png", "png")).toBe("evil.png");
    expect(safeMediaName("line\nbreak\ttab.png", "png")).toBe("linebreaktab.png");
    expect(safeMediaName("invoice\u202Egpj.exe", "png")).toBe("invoicegpj.png");
    expect(safeMediaName("a\u200Bb\u2066c\u2069.gif", "gif")).toBe("abc.gif");
  });

  it("keeps letters and digits of every script, and turns everything else into single hyphens", () => {
    expect(safeMediaName("Ünïcödé café.png", "png")).toBe("Ünïcödé-café.png");
    expect(safeMediaName("写真 東京.jpg", "jpg")).toBe("写真-東京.jpg");
    expect(safeMediaName("صورة ١٢.png", "png")).toBe("صورة-١٢.png");
    expect(safeMediaName("a?b#c%20d&e=f;g'h\"i<j>k.png", "png")).toBe("a-b-c-20d-e-f-g-h-i-j-k.png");
    expect(safeMediaName("  many   spaces  .png", "png")).toBe("many-spaces.png");
    expect(safeMediaName("snake_case_name.png", "png")).toBe("snake_case_name.png");
  });

  it("joins decomposed accents so one name has one spelling", () => {
    expect(safeMediaName("cafe\u0301.png", "png")).toBe("caf\u00e9.png");
  });

  it("trims dots and hyphens at the ends and never leaves two dots together", () => {
    expect(safeMediaName(".htaccess", "png")).toBe("file.png");
    expect(safeMediaName("...secret..png", "png")).toBe("secret.png");
    expect(safeMediaName("a..b.png", "png")).toBe("a.b.png");
    expect(safeMediaName("-rf .png", "png")).toBe("rf.png");
  });

  it("lower-cases the extension and names what is left empty file.{ext}", () => {
    expect(safeMediaName("x", "PNG")).toBe("x.png");
    expect(safeMediaName("", "webp")).toBe("file.webp");
    expect(safeMediaName("!!!.jpg", "jpg")).toBe("file.jpg");
    expect(safeMediaName("\u202E\u0000", "svg")).toBe("file.svg");
  });

  it("stops at 100 characters, extension included, without splitting a character", () => {
    expect(safeMediaName(`${"a".repeat(300)}.png`, "png")).toBe(`${"a".repeat(96)}.png`);
    const cjk = safeMediaName(`${"写".repeat(150)}.jpeg`, "jpeg");
    expect(Array.from(cjk)).toHaveLength(100);
    expect(cjk.endsWith(".jpeg")).toBe(true);
    expect(safeMediaName(`${"a".repeat(95)}-bbbb.png`, "png")).toBe(`${"a".repeat(95)}.png`);
  });
});

describe("displayName", () => {
  it("shows the chosen name without folders or invisible characters", () => {
    expect(displayName("C:\\Users\\me\\Photo 1.jpg")).toBe("Photo 1.jpg");
    expect(displayName("invoice\u202Egpj.exe")).toBe("invoicegpj.exe");
    expect(displayName(" \u0000 ")).toBe("This file");
    expect(displayName(`${"b".repeat(120)}.png`)).toBe(`${"b".repeat(100)}…`);
  });
});
