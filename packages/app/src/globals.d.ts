declare const __TEST_HOOKS__: boolean;
