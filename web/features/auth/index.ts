// The auth feature's public entry: what other features and the app use. The app lazy-loads the
// sign-in, sign-up and password pages from their own modules, so they stay out of the main bundle.
export { AuthContext, type AuthState, type Organization, organizationsQueryKey, useAuth } from "./auth-context";
export { forgetAuthRedirect, saveAuthRedirect } from "./auth-redirect";
export { ChangePasswordForm } from "./components/change-password-form";
export { RequiresPermission } from "./components/requires-permission";
export { SaveButton } from "./components/save-button";
export { type PermissionState, usePermission } from "./use-permission";
