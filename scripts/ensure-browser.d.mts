/** The headless Chromium the end-to-end specs run in. */
export const HEADLESS_SHELL: string;
/** Installs the browser packages and CJK fonts when missing; answers the headless shell's path. */
export function ensureBrowser(): string;
