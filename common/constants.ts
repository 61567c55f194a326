// Business constants and limits, named by meaning (docs/product.md#limits).

export const CURRENCY = "ZAR";

/** Skip a non-forced file-list refetch within this many ms when a list is cached. */
export const FILE_FETCH_CACHE_MS = 2000;
export const TOUCH_DRAG_THRESHOLD_PX = 30;
export const LONG_PRESS_MS = 700;
export const EDITOR_FORMAT_ON_MOUNT_MS = 300;
/** Code editor settings (docs/product.md#code-editor). */
export const EDITOR_DEFAULT_HEIGHT_PX = 500;
export const EDITOR_FONT_SIZE = 14;
export const EDITOR_TAB_SIZE = 2;
/** The commit message of a save from the code editor (docs/product.md#save-rules). */
export const EDITOR_SAVE_COMMIT_MESSAGE = "Updated content via editor";

/** Screens this wide or narrower use the mobile layout (drawer sidebar, hidden admin menu). */
export const MOBILE_MAX_WIDTH_PX = 640;
export const EXPLORER_COLLAPSE_BELOW_PX = 768;
export const PREVIEW_WIDTH_MOBILE_PX = 375;
export const PREVIEW_WIDTH_TABLET_PX = 768;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = "F8";

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const THEME_STORAGE_KEY = "vite-ui-theme";
export const DEFAULT_THEME = "light";
export const AUTH_REDIRECT_STORAGE_KEY = "auth_redirect_data";

export const DEFAULT_PREVIEW_PAGE = "pages/Index.jsx";
export const DEFAULT_NEW_FILE_EXTENSION = ".txt";
export const DEFAULT_SITE_NAME = "Untitled Site";

export const PASSWORD_MIN_LENGTH = 8;
export const ORGANIZATION_NAME_MAX_LENGTH = 100;

/** Remembers whether the admin side menu is collapsed to icons. */
export const ADMIN_MENU_COLLAPSED_STORAGE_KEY = "admin_menu_collapsed";
/** The same choice inside the site editor, kept apart: there the menu starts collapsed to leave room for the code. */
export const EDITOR_MENU_COLLAPSED_STORAGE_KEY = "editor_menu_collapsed";
/** The media library's view, grid or list, as last chosen. */
export const MEDIA_VIEW_STORAGE_KEY = "media_view";

/** The preview rebuilds from unsaved drafts after this long without typing (docs/product.md#preview). */
export const PREVIEW_LIVE_DELAY_MS = 600;
/** A preview URL is asked for again this long before it expires, so a re-shown frame never loads a dead link. */
export const PREVIEW_URL_REFRESH_MARGIN_MS = 30_000;
/** A preview frame that has not loaded after this long shows 'Failed to render preview'. */
export const PREVIEW_LOAD_TIMEOUT_MS = 20_000;
/** The desktop frame's width in the side-by-side view, before it is scaled to fit. */
export const PREVIEW_WIDTH_DESKTOP_PX = 1280;

/** The site whose posts the content list showed last. */
export const CONTENT_SITE_STORAGE_KEY = "content_site";
/** The post editor saves a draft this long after typing stops. */
export const POST_AUTOSAVE_DELAY_MS = 2000;
