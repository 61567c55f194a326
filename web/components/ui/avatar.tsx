import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

const avatarVariants = cva(
  "flex shrink-0 select-none items-center justify-center overflow-hidden bg-muted font-semibold text-muted-foreground",
  {
    variants: {
      shape: {
        /** A person. */
        circle: "rounded-full",
        /** An organization's logo. */
        square: "rounded-lg border",
      },
    },
    defaultVariants: { shape: "circle" },
  },
);

type Props = VariantProps<typeof avatarVariants> & {
  /** The picture (a data URL or an address), or nothing: then the name's first letter stands in. */
  image?: string | null;
  name: string;
  /** What a screen reader hears. Without it the avatar is decoration beside a name said elsewhere. */
  label?: string;
  /** The size and, for the letter, its size and colours. */
  className?: string;
};

/** A person's (or an organization's) picture, or the first letter of their name when there is none. */
export function Avatar({ image, name, label, shape, className }: Props) {
  const classes = cn(avatarVariants({ shape }), className);
  if (image) {
    return (
      <img
        data-slot="avatar"
        src={image}
        alt={label ?? ""}
        referrerPolicy="no-referrer"
        className={cn(classes, "object-cover")}
      />
    );
  }
  const initial = name.trim().charAt(0).toUpperCase();
  return label ? (
    <span data-slot="avatar" role="img" aria-label={label} className={classes}>
      {initial}
    </span>
  ) : (
    <span data-slot="avatar" aria-hidden="true" className={classes}>
      {initial}
    </span>
  );
}
