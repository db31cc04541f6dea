/** UI constants of spec §9 (toast rules live in core's TOAST_RULES). */
export const FONT_FAMILY = 'Inter, Roboto, Arial, sans-serif';
export const BORDER_RADIUS = 12;
/** Width of the brand word mark in the top bar. */
export const LOGO_WIDTH = 70;
/** Width of the side menu. */
export const DRAWER_WIDTH = 260;
