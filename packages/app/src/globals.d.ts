declare const __TEST_HOOKS__: boolean;
/** The app's entry for the tour page's inline first script (vite-tour-boot.ts). */
declare const __APP_START_URL__: string;
