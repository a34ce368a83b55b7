import { useCallback, useEffect, useMemo, useState } from 'react';

/** A mode the player can enter and leave (full screen, picture in picture). */
export interface ScreenMode {
  supported: boolean;
  active: boolean;
  toggle: () => void;
}

interface WebkitVideo extends HTMLVideoElement {
  webkitEnterFullscreen?: () => void;
}

/**
 * The video element's own full screen, for phones without element full screen (iPhone
 * Safari); the player's controls and captions give way to the system's there.
 */
export function useVideoFullscreenFallback(video: HTMLVideoElement | null): (() => void) | undefined {
  const enter = (video as WebkitVideo | null)?.webkitEnterFullscreen;
  return useMemo(() => (enter && video ? () => enter.call(video) : undefined), [enter, video]);
}

/** Picture in picture where the browser offers it. */
export function usePictureInPicture(video: HTMLVideoElement | null): ScreenMode {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (!video) return undefined;
    const enter = () => setActive(true);
    const leave = () => setActive(false);
    video.addEventListener('enterpictureinpicture', enter);
    video.addEventListener('leavepictureinpicture', leave);
    return () => {
      video.removeEventListener('enterpictureinpicture', enter);
      video.removeEventListener('leavepictureinpicture', leave);
    };
  }, [video]);
  const toggle = useCallback(() => {
    if (document.pictureInPictureElement) void document.exitPictureInPicture();
    else void video?.requestPictureInPicture().catch(() => undefined);
  }, [video]);
  return {
    supported: 'pictureInPictureEnabled' in document && document.pictureInPictureEnabled,
    active,
    toggle,
  };
}
