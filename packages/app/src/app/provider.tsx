import type { ReactNode } from 'react';
import type { PublicConfig } from '@tourview/schema';
import { ConfigProvider } from '../config/config-context.js';
import { I18nProvider } from '../lib/i18n/index.js';

/**
 * Everything every screen needs: configuration and language. The tour screens add their
 * data layer themselves (`TourDataProvider`), so the home screen does not load it.
 */
export function AppProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return (
    <ConfigProvider config={config}>
      <I18nProvider>{children}</I18nProvider>
    </ConfigProvider>
  );
}
