// The module the builder writes into each bundle (server/builder/site-runtime.ts): what the runtime knows of
// the site being built.
declare module "webcraft:site" {
  /** A library file's width, height and the widths of its WebP copies, by its path under /media/. */
  export const media: Record<string, readonly [number, number, readonly number[]]>;
  /** True in the editor's preview, where forms are not received. */
  export const isPreview: boolean;
}
