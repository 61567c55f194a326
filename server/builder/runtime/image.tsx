// <Image src="/media/hero.jpg" alt="…" />: the library knows the file's size and its WebP copies, so the
// picture reserves its space and the browser picks the copy that fits. Any other address stays a plain img.

import { media } from "webcraft:site";
import type { ImgHTMLAttributes } from "react";

type ImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** Above the fold: load at once and early instead of lazily. */
  priority?: boolean;
};

const PREFIX = "/media/";

/** `/media/team/ana%20b.jpg?x` → `team/ana b.jpg`; undefined for an address outside the library. */
function libraryPath(src: string): string | undefined {
  if (!src.startsWith(PREFIX)) return undefined;
  try {
    return decodeURIComponent(src.slice(PREFIX.length).split(/[?#]/)[0] ?? "");
  } catch {
    return undefined;
  }
}

/** Encoded again, so that a space or a comma in a name cannot split a srcset candidate. */
function address(path: string, width?: number): string {
  const encoded = path.split("/").map(encodeURIComponent).join("/");
  return `${PREFIX}${encoded}${width ? `?w=${width}` : ""}`;
}

function toNumber(value: number | string | undefined): number | undefined {
  const number = Number(value);
  return value === undefined || !Number.isFinite(number) || number <= 0 ? undefined : number;
}

export function Image({ src, alt, priority = false, sizes, width, height, ...rest }: ImageProps) {
  const loading = priority ? undefined : ("lazy" as const);
  const fetchPriority = priority ? ("high" as const) : undefined;
  const path = libraryPath(src);
  const file = path === undefined ? undefined : media[path];
  if (path === undefined || file === undefined) {
    const plain = { src, sizes, width, height, loading, fetchPriority, decoding: "async" as const };
    return <img alt={alt} {...plain} {...rest} />;
  }
  const [fileWidth, fileHeight, variants] = file;
  // One given dimension keeps the file's proportions for the other.
  const givenWidth = toNumber(width);
  const givenHeight = toNumber(height);
  const shownWidth = givenWidth ?? (givenHeight ? Math.round((givenHeight * fileWidth) / fileHeight) : fileWidth);
  const shownHeight = givenHeight ?? Math.round((shownWidth * fileHeight) / fileWidth);
  const candidates = variants.filter((variant) => variant < fileWidth).map((w) => `${address(path, w)} ${w}w`);
  const srcSet = candidates.length > 0 ? [...candidates, `${address(path)} ${fileWidth}w`].join(", ") : undefined;
  const attributes = {
    src: address(path),
    width: shownWidth,
    height: shownHeight,
    srcSet,
    sizes: srcSet ? (sizes ?? `(max-width: ${shownWidth}px) 100vw, ${shownWidth}px`) : sizes,
    loading,
    fetchPriority,
    decoding: "async" as const,
  };
  return <img alt={alt} {...attributes} {...rest} />;
}
