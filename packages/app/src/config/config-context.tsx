import { createContext, useContext, type ReactNode } from 'react';
import type { PublicConfig } from '@tourview/schema';

const ConfigContext = createContext<PublicConfig | null>(null);

/** Makes the validated configuration available to every screen. */
export function ConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The validated configuration. */
export function useConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig needs a <ConfigProvider>.');
  return config;
}
