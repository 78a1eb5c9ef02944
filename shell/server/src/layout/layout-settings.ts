/** The shell layout's own settings (from the environment), beyond the site config every island gets. */
export type LayoutSettings = {
  /** `dir` of the page: right-to-left mirrors the header (the mobile logo offset moves to the right). */
  direction: 'ltr' | 'rtl';
  /** The off-canvas menu's 'back' entry label (localised, spec 2.4). */
  backLabel: string;
};

export const DEFAULT_LAYOUT: LayoutSettings = { direction: 'ltr', backLabel: 'Back' };
