import { useCallback, useEffect, useState } from 'react';

/** A mode the player can enter and leave (full screen, picture in picture). */
export interface ScreenMode {
  supported: boolean;
  active: boolean;
  toggle: () => void;
}

interface WebkitVideo extends HTMLVideoElement {
  webkitEnterFullscreen?: () => void;
}

function useDocumentFlag(event: string, read: () => boolean, target: () => EventTarget | null): boolean {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const source = target();
    if (!source) return undefined;
    const update = () => setValue(read());
    source.addEventListener(event, update);
    return () => source.removeEventListener(event, update);
  }, [event, read, target]);
  return value;
}

const isFullscreen = () => document.fullscreenElement !== null;
const theDocument = () => document;

/**
 * Full screen of the whole player, so the custom controls and captions stay; phones without
 * element full screen (iPhone Safari) get the video element's own full screen instead.
 */
export function useFullscreen(container: HTMLElement | null, video: HTMLVideoElement | null): ScreenMode {
  const active = useDocumentFlag('fullscreenchange', isFullscreen, theDocument);
  const webkit = (video as WebkitVideo | null)?.webkitEnterFullscreen;
  const supported = document.fullscreenEnabled || typeof webkit === 'function';
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (document.fullscreenEnabled && container) void container.requestFullscreen();
    else (video as WebkitVideo | null)?.webkitEnterFullscreen?.();
  }, [container, video]);
  return { supported, active, toggle };
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
