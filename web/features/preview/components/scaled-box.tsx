import type { ReactNode } from "react";

type Props = { width: number | null; scale: number; children: ReactNode };

/**
 * Lays its content out at `width` CSS pixels (null: the full width) and shrinks it by `scale` to fit: the
 * page inside sees its real viewport width while the frame takes less room. Fills a positioned parent.
 */
export function ScaledBox({ width, scale, children }: Props) {
  if (width === null || scale >= 1) return <div className="absolute inset-0">{children}</div>;
  return (
    <div
      className="absolute top-0 left-0 origin-top-left"
      style={{ width, height: `${100 / scale}%`, transform: `scale(${scale})` }}
    >
      {children}
    </div>
  );
}
