import { Avatar } from "@/components/ui/avatar";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth";
import { useRemoveAvatar, useUploadAvatar } from "../api/settings-api";
import { ImageUpload } from "./image-upload";

/** The account's picture, shown in the top bar's user menu and the team list; its initial without one. */
export function AvatarSettings() {
  const { user } = useAuth();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  if (!user) return null;
  const preview = (
    <Avatar
      image={user.image}
      name={user.name || user.email}
      label={user.image ? "Your avatar" : "No avatar yet"}
      className="size-16 text-2xl"
    />
  );
  return (
    <ImageUpload
      kind="avatar"
      preview={preview}
      hasImage={Boolean(user.image)}
      isUploading={upload.isPending}
      isRemoving={remove.isPending}
      onUpload={(file) =>
        upload.mutate(file, {
          onSuccess: () => toast({ title: "Avatar uploaded", description: "Your new avatar shows beside your name" }),
        })
      }
      onRemove={() =>
        remove.mutate(undefined, {
          onSuccess: () => toast({ title: "Avatar removed", description: "Your initial shows instead" }),
        })
      }
    />
  );
}
