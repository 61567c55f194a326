import type { Role } from "@common/permissions";
import { createContext, useContext } from "react";
import type { SessionUser } from "@/lib/auth-client";

export type Organization = {
  id: string;
  name: string;
  slug: string;
  logo?: string | null;
  /** "Clients may publish": the organization lets its content editors publish (common/permissions.ts). */
  clientsMayPublish?: boolean;
};

export type AuthState = {
  loading: boolean;
  user: SessionUser | null;
  organizations: Organization[];
  hasLoadedOrganizations: boolean;
  activeOrganization: Organization | null;
  /** The user's role in the active organization; null until known or without one. */
  role: Role | null;
  setActiveOrganization: (organizationId: string) => Promise<void>;
  refreshSession: () => Promise<void>;
  signUp: (input: { name: string; email: string; password: string }) => Promise<void>;
  signIn: (input: { email: string; password: string }) => Promise<void>;
  signInWithGoogle: (callbackURL?: string) => Promise<void>;
  signOut: () => Promise<void>;
  forgotPassword: (email: string) => Promise<void>;
  updateUserPassword: (input: { newPassword: string; token?: string; currentPassword?: string }) => Promise<void>;
};

/** Filled by the app's AuthProvider (web/app/providers/auth-provider.tsx), read through `useAuth`. */
export const AuthContext = createContext<AuthState | null>(null);

export const organizationsQueryKey = ["organizations"] as const;

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside AuthProvider");
  return state;
}
