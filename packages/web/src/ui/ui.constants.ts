/** UI constants of spec §9. */
export const FONT_FAMILY = 'Inter, Roboto, Arial, sans-serif';
export const BORDER_RADIUS = 12;
/** Width of the side menu. */
export const DRAWER_WIDTH = 260;
/** Toast rules: at most 3 stacked, bottom-left, success auto-hides after 5000 ms, enter 225 ms, exit 195 ms. */
export const TOAST_MAX_STACK = 3;
export const TOAST_AUTO_HIDE_MS = 5000;
export const TOAST_TRANSITION_MS = { enter: 225, exit: 195 } as const;
