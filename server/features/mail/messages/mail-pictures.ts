/** Picture types a browser shows as they are; a mail's other parts are only ever served as bytes to save. */
export const SHOWN_PICTURES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);
