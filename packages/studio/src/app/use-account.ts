import type { StudioAccount } from '@tourview/schema';
import { useOutletContext } from 'react-router';

/** The signed-in account, inside the shell (which renders nothing else without one). */
export function useAccount(): StudioAccount {
  return useOutletContext<StudioAccount>();
}
