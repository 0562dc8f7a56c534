/** Under this width (px) the site uses its phone layouts: collapsible menu, one column. */
export const MOBILE_BREAKPOINT_PX = 768;
