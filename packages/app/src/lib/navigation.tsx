import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/** Opens one of the app's own paths (an href from `config/paths.ts`) without a page load. */
export type NavigateTo = (href: string) => void;

const NavigationContext = createContext<NavigateTo | null>(null);

/**
 * How links and forms open the app's paths: the router's navigation inside the router, or on
 * the home page before the router has loaded, a function that loads it first. The home screen
 * uses it so that it can run without the router (main.tsx).
 */
export const NavigationProvider = NavigationContext.Provider;

/** The navigation of the nearest {@link NavigationProvider}. */
export function useNavigateTo(): NavigateTo {
  const navigate = useContext(NavigationContext);
  if (!navigate) throw new Error('useNavigateTo needs a <NavigationProvider>.');
  return navigate;
}

/** A click the browser should handle itself: another button, a new tab or window, a download. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { button, metaKey, altKey, ctrlKey, shiftKey, currentTarget } = event;
  const target = currentTarget.getAttribute('target');
  return button !== 0 || metaKey || altKey || ctrlKey || shiftKey || (target !== null && target !== '_self');
}

/** A real link to one of the app's paths, opened by {@link useNavigateTo} on a plain click. */
export function AppLink({
  href,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useNavigateTo();
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
