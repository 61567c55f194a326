import { ERROR_TITLES } from "@common/messages";
import { LogOutIcon, SettingsIcon } from "lucide-react";
import { Link, useNavigate } from "react-router";
import type { LazyPopupProps } from "@/components/lazy-popup";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { forgetAuthRedirect, useAuth } from "@/features/auth";
import { type Theme, useTheme } from "@/features/theme";
import { errorText, showErrorToast } from "@/lib/error-toast";

const THEMES: { value: Theme; label: string }[] = [
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
  { value: "system", label: "System" },
];

function isTheme(value: string): value is Theme {
  return THEMES.some((theme) => theme.value === value);
}

/** The user menu's body, loaded on the first press of its trigger (see UserMenu). */
export function UserMenuDropdown({ trigger, defaultOpen }: LazyPopupProps) {
  const { user, signOut } = useAuth();
  const { theme, setTheme } = useTheme();
  const navigate = useNavigate();
  if (!user) return null;

  async function handleSignOut() {
    // The guard remembers the page it was on; a deliberate sign-out should not send the next user there.
    forgetAuthRedirect();
    try {
      await signOut();
      navigate("/signin", { replace: true });
    } catch (error) {
      showErrorToast(ERROR_TITLES.generic, errorText(error));
    }
  }

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          {user.name && <span className="truncate">{user.name}</span>}
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
          {THEMES.map(({ value, label }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/admin/settings">
            <SettingsIcon aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void handleSignOut()}>
          <LogOutIcon aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
