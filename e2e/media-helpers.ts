import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect } from "./fixtures";

export type FileToSend = { name: string; mimeType: string; buffer: Buffer };

/** A PNG of one colour; `noise` makes it large and slow to compress, for a file whose upload takes a while. */
export async function png(name: string, color: string, size = 96, noise = false): Promise<FileToSend> {
  const image = noise
    ? sharp(Buffer.from(Array.from({ length: size * size * 3 }, () => Math.floor(Math.random() * 256))), {
        raw: { width: size, height: size, channels: 3 },
      })
    : sharp({ create: { width: size, height: size, channels: 3, background: color } });
  return { name, mimeType: "image/png", buffer: await image.png().toBuffer() };
}

/** A Windows program: the library refuses it whatever it is called. */
export function program(name: string): FileToSend {
  const header = Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00", "latin1");
  return { name, mimeType: "application/x-msdownload", buffer: Buffer.concat([header, Buffer.alloc(512, 0x90)]) };
}

/**
 * Drags files from the desktop over the page and drops them, as a browser does: the overlay shows while
 * they hover, and the drop hands them to the page.
 */
export async function dropFiles(page: Page, files: FileToSend[]) {
  await expect(page.getByRole("button", { name: "Upload files" })).toBeVisible();
  const payload = files.map((file) => ({ name: file.name, type: file.mimeType, data: file.buffer.toString("base64") }));
  const dataTransfer = await page.evaluateHandle((items) => {
    const transfer = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.data), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], item.name, { type: item.type }));
    }
    return transfer;
  }, payload);
  await page.dispatchEvent("main", "dragenter", { dataTransfer });
  await page.dispatchEvent("main", "dragover", { dataTransfer });
  await expect(page.getByText("Drop files to upload")).toBeVisible();
  await page.dispatchEvent("main", "drop", { dataTransfer });
  await expect(page.getByText("Drop files to upload")).toBeHidden();
}

/** Uploads through the API, as the page's user. */
export async function uploadViaApi(page: Page, siteId: string, file: FileToSend, folder = "") {
  const query = new URLSearchParams({ name: file.name, ...(folder ? { folder } : {}) });
  const response = await page.request.post(`/api/sites/${siteId}/media?${query}`, {
    data: file.buffer,
    headers: { "content-type": "application/octet-stream" },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; path: string; url: string };
}

/** The library's grid or list of folders and files (or of what a search found). */
export const library = (page: Page) => page.getByRole("list", { name: /Folders and files|Files matching/ });
/** A file or folder of the library by the start of its name. */
export const tile = (page: Page, name: string) => library(page).getByRole("button", { name: new RegExp(`^${name}`) });
